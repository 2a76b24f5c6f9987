import type { AdminAccount, AdminBalanceAdjustment } from '@modelgate/admin-api';
import { formatCredits, type Account, type BalanceAdjustment } from '@modelgate/core';

/** An account as the admin API shows it: snake_case, credits as decimal strings, RFC 3339 times. */
export function toAdminAccount(account: Account): AdminAccount {
  return {
    id: account.id,
    name: account.name,
    status: account.status,
    balance: formatCredits(account.balance),
    reserved: formatCredits(account.reserved),
    available: formatCredits(account.balance - account.reserved),
    created_at: new Date(account.createdAt).toISOString(),
  };
}

export function toAdminBalanceAdjustment(adjustment: BalanceAdjustment): AdminBalanceAdjustment {
  return {
    id: adjustment.id,
    account_id: adjustment.accountId,
    amount: formatCredits(adjustment.amount),
    balance_after: formatCredits(adjustment.balanceAfter),
    reason: adjustment.reason,
    created_at: new Date(adjustment.createdAt).toISOString(),
  };
}
