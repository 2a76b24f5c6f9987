import type { LedgerEntry } from './ledger-entry.js';
import type { SettleInput } from './store.js';

/** The ledger entry a settlement writes, charging `cost`. */
export function buildLedgerEntry({ reservation, usage, ratedCost, ledgerId, now }: SettleInput, cost: number): LedgerEntry {
  return {
    id: ledgerId, reservationId: reservation.id, requestId: reservation.requestId, createdAt: now, tokenId: reservation.tokenId,
    accountId: reservation.accountId, modelId: reservation.modelId, inputTokens: usage.inputTokens,
    cachedInputTokens: usage.cachedInputTokens, cacheWriteInputTokens: usage.cacheWriteInputTokens,
    outputTokens: usage.outputTokens, cost, ratedCost, status: usage.status,
    estimated: usage.estimated ?? 'none', quotaWindow: reservation.quotaWindow,
  };
}
