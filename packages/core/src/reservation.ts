import type { ModelPricing } from './model-definition.js';

/** A hold of the worst-case cost of one request against the token quota and the account balance. */
export type Reservation = {
  id: string;
  requestId: string;
  tokenId: string;
  accountId: string;
  modelId: string;
  /** The prices the request is settled at (a config reload does not change a request in flight). */
  pricing: ModelPricing;
  inputTokens: number;
  maxOutputTokens: number;
  /** Micro-credits held. */
  hold: number;
  /** The quota window the hold counts against (`lifetime`, `d:2026-11-21`, `m:2026-11`), or null without a quota. */
  quotaWindow: string | null;
  quotaLimit: number | null;
  /** Start of the rate-limit bucket the request was counted in (so settlement corrects that bucket); null when the
   * token has no rate limits and the limiter was not involved. */
  rateWindowStart: number | null;
  createdAt: number;
  /** After this instant an unsettled hold is returned by the next sweep. */
  expiresAt: number;
  /**
   * The admission lease the hold was taken from (see create-admission-leases.ts), when it was: the store then holds
   * the credits in that lease's reservation, not in one of this reservation's own.
   */
  leaseId?: string;
};

/**
 * A reservation whose hold is drawn from the admission lease `leaseId`: built as one literal of a fixed shape. A spread
 * (`{ ...reservation, leaseId }`) gave V8 a new object shape per request, and every function that reads a reservation
 * (admission, settlement, the ledger entry) missed its inline caches on it.
 */
export function withLeaseId(reservation: Reservation, leaseId: string): Reservation {
  return {
    id: reservation.id,
    requestId: reservation.requestId,
    tokenId: reservation.tokenId,
    accountId: reservation.accountId,
    modelId: reservation.modelId,
    pricing: reservation.pricing,
    inputTokens: reservation.inputTokens,
    maxOutputTokens: reservation.maxOutputTokens,
    hold: reservation.hold,
    quotaWindow: reservation.quotaWindow,
    quotaLimit: reservation.quotaLimit,
    rateWindowStart: reservation.rateWindowStart,
    createdAt: reservation.createdAt,
    expiresAt: reservation.expiresAt,
    leaseId,
  };
}
