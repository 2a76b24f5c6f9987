import type { RateLimits } from './token.js';

export type LimiterAcquireInput = {
  /** Whose limits these are (the token ID). */
  key: string;
  limits: RateLimits;
  /** Tokens to count against tokens-per-minute now (the input estimate). */
  tokens: number;
  /** Identifies the concurrency slot, released with `release`. */
  leaseId: string;
  /** A slot not released by then is freed (a crashed instance's slots). */
  leaseExpiresAt: number;
  now: number;
};

export type LimiterRejection = { ok: false; limit: 'rpm' | 'tpm' | 'concurrency'; retryAfterMs?: number };

/** What an acquisition counted, so it can be corrected or undone. */
export type LimiterTicket = {
  key: string;
  leaseId: string;
  /** Start of the ten-second bucket the request was counted in. */
  windowStart: number;
  tokens: number;
};

export type Limiter = {
  readonly kind: string;
  acquire(input: LimiterAcquireInput): Promise<{ ok: true; ticket: LimiterTicket } | LimiterRejection>;
  /** Adds `tokensDelta` (may be negative) to the tokens-per-minute window the ticket counted in. */
  adjustTokens(ticket: LimiterTicket, tokensDelta: number, now: number): Promise<void>;
  /** Moves the concurrency slot's expiry (a long request renewing its reservation). */
  renew(ticket: LimiterTicket, leaseExpiresAt: number, now: number): Promise<void>;
  /** Frees the concurrency slot. */
  release(ticket: LimiterTicket): Promise<void>;
  /** Undoes an acquisition entirely (the request was rejected further on): the request, its tokens and its slot. */
  cancel(ticket: LimiterTicket): Promise<void>;
  /** Resolves when the limiter's service answers (a readiness probe); absent for a limiter in this process. */
  ping?(): Promise<void>;
  close(): Promise<void>;
};
