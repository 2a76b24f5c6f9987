import { decodeBodyText } from '../http/decode-body-text.js';
import type { ClientRequest } from '../translate/translator-port.js';

/** The client's validated request body, held only while an attempt may still read it. */
export type ClientBody = {
  /** The body as its format's validator accepted it: the parsed tree, or the same tree parsed again from the bytes. */
  read(): ClientRequest;
  /** Nothing reads the tree until the next `read()`: it is let go when the bytes it came from are kept. */
  release(): void;
};

/**
 * The holder of a request's parsed body. An agent's 100 KB body parses into a tree of thousands of objects; kept while
 * its upstream works (milliseconds, with tens of other requests parsed meanwhile) it survives young-generation
 * collections, each of which copies it, where a tree let go before the upstream call dies young and costs nothing to
 * collect. An attempt needs the tree only to build its upstream body (the client's bytes, or their translation) and,
 * when it translates, to read what the answer needs of the request (readClientAnswer): it releases it then, and an
 * attempt after it (a fallback) reads the bytes again. Those bytes are the ones that were parsed
 * and validated, and validation changes nothing in the tree, so the tree read again is the same.
 */
export function createClientBody(value: ClientRequest, bytes: Buffer | undefined): ClientBody {
  let held: ClientRequest | undefined = value;
  return {
    read() {
      held ??= JSON.parse(decodeBodyText(bytes as Buffer)) as ClientRequest;
      return held;
    },
    release() {
      if (bytes !== undefined) held = undefined;
    },
  };
}
