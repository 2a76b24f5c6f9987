/**
 * A correction of an account's balance by an administrator, with its reason: a signed amount (micro-credits) and the
 * balance it left. Append-only, next to the top-ups; together they explain every balance change that is not a charge.
 */
export type BalanceAdjustment = {
  id: string;
  accountId: string;
  /** Micro-credits added (positive) or taken away (negative). */
  amount: number;
  /** The settled balance right after the adjustment. */
  balanceAfter: number;
  reason: string;
  createdAt: number;
};

/** What to do to the balance: add a signed amount, or set it to an exact value (the store computes the difference). */
export type BalanceChange = { add: number } | { set: number };

export type AdjustBalanceInput = { id: string; accountId: string; change: BalanceChange; reason: string; createdAt: number };
