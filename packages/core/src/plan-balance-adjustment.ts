import type { Account } from './account.js';
import type { AdjustBalanceInput, BalanceAdjustment } from './balance-adjustment.js';
import { CoreError } from './core-error.js';

/**
 * The adjustment an input makes to an account as it is now (read under the store's lock): the signed amount and the
 * balance after. Throws `invalid_input` when the new balance would be below what open reservations hold, or unsafe.
 */
export function planBalanceAdjustment(account: Account, input: AdjustBalanceInput): BalanceAdjustment {
  const balanceAfter = 'set' in input.change ? input.change.set : account.balance + input.change.add;
  if (!Number.isSafeInteger(balanceAfter) || balanceAfter < 0) {
    throw new CoreError({ code: 'invalid_input', message: `the balance cannot become ${balanceAfter} micro-credits (it is ${account.balance})` });
  }
  if (balanceAfter < account.reserved) {
    throw new CoreError({
      code: 'invalid_input',
      message: `the balance cannot go below the ${account.reserved} micro-credits held by requests in flight (asked for ${balanceAfter})`,
    });
  }
  return { id: input.id, accountId: account.id, amount: balanceAfter - account.balance, balanceAfter, reason: input.reason, createdAt: input.createdAt };
}
