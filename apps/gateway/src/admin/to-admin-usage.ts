import type { AdminUsage, AdminUsageTotals } from '@modelgate/admin-api';
import { formatCredits, type Account, type Token, type UsageSummary, type UsageTotals } from '@modelgate/core';

export function toAdminUsageTotals(totals: UsageTotals): AdminUsageTotals {
  return {
    requests: totals.requests,
    input_tokens: totals.inputTokens,
    cached_input_tokens: totals.cachedInputTokens,
    cache_write_input_tokens: totals.cacheWriteInputTokens,
    output_tokens: totals.outputTokens,
    cost: formatCredits(totals.cost),
  };
}

/** A usage summary with the names of its accounts and tokens beside their IDs (null for one deleted since). */
export function toAdminUsage(summary: UsageSummary, names: { accounts: readonly Account[]; tokens: readonly Token[] }): AdminUsage {
  const accounts = new Map(names.accounts.map((account) => [account.id, account]));
  const tokens = new Map(names.tokens.map((token) => [token.id, token]));
  return {
    total: toAdminUsageTotals(summary.total),
    by_account: summary.byAccount.map((row) => ({ account_id: row.accountId, account_name: accounts.get(row.accountId)?.name ?? null, ...toAdminUsageTotals(row) })),
    by_token: summary.byToken.map((row) => ({
      token_id: row.tokenId,
      token_name: tokens.get(row.tokenId)?.name ?? null,
      token_prefix: tokens.get(row.tokenId)?.prefix ?? null,
      account_id: row.accountId,
      ...toAdminUsageTotals(row),
    })),
    by_model: summary.byModel.map((row) => ({ model_id: row.modelId, ...toAdminUsageTotals(row) })),
  };
}
