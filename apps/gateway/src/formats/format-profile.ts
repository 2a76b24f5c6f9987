import type { SseMessage } from '@modelgate/ir';
import type { FormatId } from '@modelgate/ir';

export type JsonObject = Record<string, unknown>;

/** What one decoded stream item means before any content has gone out. */
export type StreamItemKind = { kind: 'content' } | { kind: 'error'; message: string } | { kind: 'other' };

/**
 * What the gateway itself knows about a format, beyond the format package: where it is served, how to help a
 * caller who sent the wrong body, and the few request fields the gateway reads or rewrites.
 */
export type FormatProfile = {
  id: FormatId;
  title: string;
  endpoint: string;
  /** A minimal valid request body, shown in 400 messages. */
  minimalBody: JsonObject;
  /** Response headers that carry the request ID. */
  requestIdHeaders: readonly string[];
  /** True when a body has a feature only this format has (used to say a body was sent to the wrong endpoint). */
  recognizes(body: JsonObject): boolean;
  maxOutputTokens(body: JsonObject): number | undefined;
  /** The body fields that carry the max output, in the order maxOutputTokens reads them (for naming one in a 400). */
  maxOutputTokensFields: readonly string[];
  /**
   * Reads one upstream SSE event before any content went out: `content` once the answer has begun (text, a tool call,
   * a finish, or data it cannot read, which ends the hold-back rather than buffering the answer), `error` for an error
   * event, `other` for preambles (message_start, response.created, ping). Only JSON.parse and the fields it names:
   * the events are passed through as they came, so nothing else of them is checked.
   */
  readStreamItem(message: SseMessage): StreamItemKind;
  /**
   * For a passed-through stream, which upstream lines the client should not see, given its own request body:
   * chat drops the usage-only chunk the gateway asked for when the client did not ask for it itself.
   */
  streamLineFilter(clientBody: JsonObject): ((line: string) => boolean) | undefined;
  /**
   * A scan of a chunk of upstream SSE text: false when it certainly holds none of this format's last events (most
   * chunks), so that the passthrough observer parses it only later, after it went out.
   */
  mayEndStream(text: string): boolean;
  /**
   * True for this format's last event of a stream (chat's `[DONE]`, Anthropic's message_stop, a Responses
   * completed/incomplete/failed): a passed-through answer can end there for the client.
   */
  isLastStreamEvent(message: SseMessage): boolean;
  /** The body to send upstream in this same format: the model swapped, streaming usage asked for where needed. */
  toUpstreamBody(body: JsonObject, upstreamModel: string): JsonObject;
};
