import type { ClientAnswer } from './client-answer.js';
import type { ClientRequest } from './client-request.js';

/** What response and stream translation may use from outside (ARCHITECTURE.md: injected clock and ids). */
export type ResponseContext = {
  /** The client's model id, echoed back. */
  model: string;
  now(): number;
  /** Returns `prefix` followed by a unique suffix. */
  newId(prefix: string): string;
} & (
  | {
      /**
       * What the answer needs of the client's request (readClientAnswer), never the request itself: tool calls are
       * restored to the kinds the client declared (Codex `custom` tools and `namespace` tools flattened for the
       * upstream come back as such), and what the client asked of the answer's shape is honoured (a chat client's
       * `stream_options.include_usage`).
       */
      clientAnswer: ClientAnswer;
      clientRequest?: never;
    }
  | {
      /**
       * @deprecated Give `clientAnswer` (readClientAnswer) instead: a context holding the whole request keeps it alive
       * until the answer is written. Still read as before when `clientAnswer` is absent.
       */
      clientRequest: ClientRequest;
      clientAnswer?: never;
    }
);
