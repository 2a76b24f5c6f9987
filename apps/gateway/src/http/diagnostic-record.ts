import type { SettleStatus } from '@modelgate/core';
import type { UpstreamFailureReason } from '../errors/upstream-error.js';

/** One deployment tried for a request, in order: what it came to and, when it failed, why. */
export type UpstreamAttemptRecord = {
  deployment: string;
  /** `ok`: its answer reached the client whole; `failed`: see `reason`; `aborted`: the client left during it. */
  outcome: 'ok' | 'failed' | 'aborted';
  /**
   * Why it failed; `gateway_error` when the gateway itself could not go on with it (a translation that failed),
   * `dropped_fields` when it was not sent because its translation would drop fields and the model has drop_params: false.
   */
  reason?: UpstreamFailureReason | 'gateway_error' | 'dropped_fields';
  /** The upstream's HTTP status when it answered with an error. */
  upstreamStatus?: number;
  /** Milliseconds from the attempt's start to its end (the whole answer when it was answered). */
  ms: number;
};

/** Which limit refused a request with a 429: the token's quota, the account's balance, a rate or concurrency limit, too
 * many bodies being uploaded at once by one token, or the upstream's own 429. */
export type RateLimitName = 'quota' | 'balance' | 'rpm' | 'tpm' | 'concurrency' | 'pending_bodies' | 'upstream';

/** The one diagnostic log record written per request (SPEC §7 rule 3). Never a full token; content only when enabled. */
export type DiagnosticRecord = {
  requestId: string;
  method: string;
  path: string;
  status?: number;
  client?: string;
  /** The client's own request ID (Codex's `x-client-request-id`), to match the two sides' logs. */
  clientRequestId?: string;
  tokenPrefix?: string;
  account?: string;
  model?: string;
  /** The deployment whose answer the client got (the last one that answered with a success status). */
  deployment?: string;
  /** How many deployments were tried; `upstreamAttempts` says which and why each one before the last failed. */
  attempts?: number;
  /** Every attempt in order, when there was more than one or the only one did not end `ok`. */
  upstreamAttempts?: UpstreamAttemptRecord[];
  /** The upstream's own request ID (`x-request-id` or `request-id`), for its provider's support. */
  upstreamRequestId?: string;
  /** The upstream's HTTP status when it answered with an error. */
  upstreamStatus?: number;
  stream?: boolean;
  latencyMs?: number;
  ttfbMs?: number;
  tokens?: { input: number; cachedInput: number; cacheWriteInput: number; output: number; estimated: boolean };
  cost?: number;
  outcome?: 'ok' | 'error' | 'aborted';
  /** The settled request's ledger status: ok, upstream_error, client_aborted or failed_mid_stream. */
  settlement?: SettleStatus;
  settings?: Record<string, unknown>;
  /** Codes of the translator's warnings: what a lossy translation dropped or changed. */
  translationWarnings?: string[];
  /** The client's request fields (JSON pointers) the translation did not send: also in `x-modelgate-dropped-fields`. */
  droppedFields?: string[];
  error?: { code: string; message: string };
  /** With a 429: the limit that refused the request. */
  limit?: RateLimitName;
  content?: { request: unknown };
};
