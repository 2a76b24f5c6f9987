import type { JsonObject } from '../json/is-json-object.js';
import type { SseMessage } from '../sse/create-sse-parser.js';

/** What one upstream stream event means before any content has gone out. */
export type StreamItemKind = { kind: 'content' } | { kind: 'error'; message: string } | { kind: 'other' };

/**
 * What the gateway's passthrough observer needs of a format to pass its upstream's stream on unchanged: classify an
 * event, find the last one, rename the model, and prepare the body. Usage is read by the format's stream decoder in
 * @modelgate/translate, which already reads it for translation.
 */
export type PassthroughRules = {
  /**
   * Reads one upstream SSE event before any content went out: `content` once the answer has begun (text, a tool call,
   * a finish, or data it cannot read, which ends the hold-back rather than buffering the answer), `error` for an error
   * event, `other` for preambles (message_start, response.created, ping). Only JSON.parse and the fields it names:
   * the events are passed through as they came, so nothing else of them is checked.
   */
  readStreamItem(message: SseMessage): StreamItemKind;
  /**
   * A scan of a chunk of upstream SSE text: false when it certainly holds none of this format's last events (most
   * chunks), so that the observer parses it only later, after it went out.
   */
  mayEndStream(text: string): boolean;
  /** True for this format's last event of a stream: a passed-through answer can end there for the client. */
  isLastStreamEvent(message: SseMessage): boolean;
  /** The JSON member that names the model in this format's bodies and events, renamed between upstream and client. */
  modelMember: string;
  /**
   * Which upstream lines the client should not see, given its own request body (chat drops the usage-only chunk the
   * gateway asked for when the client did not ask for it itself); undefined when every line goes.
   */
  streamLineFilter(clientBody: JsonObject): ((line: string) => boolean) | undefined;
  /** The body to send upstream in this same format: the model swapped, streaming usage asked for where needed. */
  toUpstreamBody(body: JsonObject, upstreamModel: string): JsonObject;
};
