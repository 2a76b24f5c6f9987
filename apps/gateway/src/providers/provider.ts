import type { FormatId } from '@modelgate/ir';
import type { CancelSignal } from './cancel-signal.js';

export type ProviderRequest = {
  /** The format of `body`, one of the provider's `formats`. */
  format: FormatId;
  body: Record<string, unknown>;
  /** The model's name at this provider (also in `body` for formats whose model lives in the body). */
  upstreamModel: string;
  /**
   * `body` as JSON bytes, in parts whose concatenation is the body: the client's own bytes when they can go as they
   * came (same format, only the model renamed), or a translated body serialized where it was built. A provider that
   * sends JSON sends these bytes when they are there, and serializes `body` only when they are not.
   */
  bodyBytes?: readonly Buffer[] | undefined;
  stream: boolean;
  /** Client headers the upstream should see unchanged (anthropic-beta, anthropic-version). */
  forwardHeaders: Record<string, string>;
  /** The attempt's trace context (`traceparent`, `tracestate`) when tracing is on: sent as they are. */
  traceHeaders?: Record<string, string> | undefined;
  /** Fires when the client goes away: the upstream request should stop. */
  signal: CancelSignal;
};

/**
 * The headers of an upstream answer the gateway reads (names lower-case, a repeated one joined with ", "): the wait a
 * 429 or 503 asks for, and the upstream's request id for the diagnostic log. An HTTP upstream reads no others.
 */
export type UpstreamAnswerHeaders = {
  'retry-after'?: string;
  'x-request-id'?: string;
  'request-id'?: string;
  /** Other headers a provider gives (a custom provider may pass its answer's headers whole) are not read. */
  [name: string]: string | undefined;
};

/** An upstream answer before its body is read: the body is raw bytes (JSON or SSE) in `format`. */
export type ProviderResponse = {
  status: number;
  headers: UpstreamAnswerHeaders;
  body: AsyncIterable<Uint8Array>;
};

/**
 * One configured upstream. `send` resolves once the status and headers are in; it rejects with an UpstreamError on a
 * connection error or timeout.
 */
export type Provider = {
  name: string;
  kind: string;
  /** The formats it speaks natively, preferred first. A client format in this list is passed through. */
  formats: readonly FormatId[];
  send(request: ProviderRequest): Promise<ProviderResponse>;
  /**
   * The active health check's cheap request (the upstream's model list): resolves with the HTTP status it answered,
   * rejects with an UpstreamError when it could not be reached within `timeoutMs`. Absent: the provider is not checked.
   */
  check?(timeoutMs: number): Promise<number>;
};
