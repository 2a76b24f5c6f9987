export type SettlementSnapshot = {
  /** What the reservation still holds (0 when it is no longer held: expired, released or unknown). */
  hold: number;
  ratedCost: number;
  balance: number;
  /** All holds on the account, including this one. */
  reserved: number;
  /** The quota window's counters and limit, or null when the token has no quota. */
  quota: { limit: number; spent: number; reserved: number } | null;
};

/**
 * How much to charge: the rated cost, except that beyond the hold it takes only what is free in the balance and
 * the quota, so neither ever goes below zero or over its cap (the ledger keeps the rated cost beside the charge).
 */
export function planSettlement(snapshot: SettlementSnapshot): number {
  const { hold, ratedCost, balance, reserved, quota } = snapshot;
  let charge = Math.min(ratedCost, hold + Math.max(0, balance - reserved));
  if (quota !== null) charge = Math.min(charge, hold + Math.max(0, quota.limit - quota.spent - quota.reserved));
  return Math.max(0, charge);
}
