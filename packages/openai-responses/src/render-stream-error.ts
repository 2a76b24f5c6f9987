import { randomUUID } from 'node:crypto';
import { encodeResponsesStreamEvent } from './encode-responses-stream-event.js';
import type { ErrorInput } from '@modelgate/ir';
import { resolveErrorFields } from './resolve-error-fields.js';
import type { ResponsesFailedEvent } from './types.js';

/** What the stream so far lets the gateway fill in; every field has a default. */
export type RenderStreamErrorOptions = {
  /** The next `sequence_number` of the stream (default 0). */
  sequenceNumber?: number;
  /** The model id the client asked for (default ''). */
  model?: string;
  /** Unix seconds for `created_at` (default now). */
  createdAt?: number;
  /** With a rate-limit error, adds "Please try again in Xs." to the message unless it already says when. */
  retryAfterSeconds?: number;
  /** Makes the response id when the input has none (default `resp_` plus a random hex id). */
  newResponseId?: () => string;
};

/**
 * The SSE text that ends a stream whose headers are already sent: one `response.failed` event whose
 * `response.error.code` Codex acts on: `context_length_exceeded` and `insufficient_quota` stop it,
 * `rate_limit_exceeded` retries after the "try again in Xs" in the message, anything else retries. The code is
 * the input's, else the one `renderError` would use, else the error type (`server_error`, `permission_error`, …).
 */
export function renderStreamError(input: ErrorInput, options: RenderStreamErrorOptions = {}): string {
  const { type, code } = resolveErrorFields(input);
  const errorCode = code ?? type;
  const event: ResponsesFailedEvent = {
    type: 'response.failed',
    sequence_number: options.sequenceNumber ?? 0,
    response: {
      id: input.responseId ?? (options.newResponseId ?? newResponseId)(),
      object: 'response',
      created_at: options.createdAt ?? Math.floor(Date.now() / 1000),
      status: 'failed',
      error: { code: errorCode, message: withRetryHint(input.message, errorCode, options.retryAfterSeconds) },
      incomplete_details: null,
      model: options.model ?? '',
      output: [],
    },
  };
  return encodeResponsesStreamEvent(event);
}

function withRetryHint(message: string, code: string, retryAfterSeconds: number | undefined): string {
  if (code !== 'rate_limit_exceeded' || retryAfterSeconds === undefined || !(retryAfterSeconds >= 0)) return message;
  if (/try again in/i.test(message)) return message;
  const hint = `Please try again in ${Number(retryAfterSeconds.toFixed(3))}s.`;
  if (message === '') return hint;
  return `${message}${/[.!?]$/.test(message) ? ' ' : '. '}${hint}`;
}

function newResponseId(): string {
  return `resp_${randomUUID().replaceAll('-', '')}`;
}
