import {
  validateAdminAdjustBalanceRequest, validateAdminCreateAccountRequest, validateAdminListAccountsQuery, validateAdminSetBalanceRequest,
  validateAdminTopUpRequest, type AdminAccount,
} from '@modelgate/admin-api';
import type { CoreAdmin } from '@modelgate/core';
import { readAdminCredits } from '../admin/read-admin-credits.js';
import { resolveAccountId } from '../admin/resolve-account-id.js';
import { toAdminAccount, toAdminBalanceAdjustment } from '../admin/to-admin-account.js';
import { CliError } from './cli-error.js';
import type { CliIo } from './cli-io.js';
import { formatTable } from './format-table.js';
import type { CliArguments } from './parse-cli-arguments.js';
import { checkCliInput, toAdminRequest } from './to-admin-request.js';

function describe(account: AdminAccount): string {
  return `${account.id}  ${account.name}  ${account.status}  balance ${account.balance}`;
}

/** `modelgate accounts create|list|show|suspend|resume|top-up|adjust|set-balance|adjustments`: the admin API's account operations. */
export async function runAccountsCommand(admin: CoreAdmin, args: CliArguments, io: CliIo, now = Date.now()): Promise<void> {
  const [, action, target] = args.positionals;
  const request = (): Record<string, unknown> => toAdminRequest(args.flags, now);
  switch (action) {
    case 'create': {
      const body = checkCliInput(validateAdminCreateAccountRequest(request()));
      const account = await admin.createAccount({ name: body.name, balance: body.balance === undefined ? 0 : readAdminCredits(body.balance, 'balance') });
      io.out(describe(toAdminAccount(account)));
      return;
    }
    case 'list': {
      const query = checkCliInput(validateAdminListAccountsQuery(request()));
      const name = query.name?.toLowerCase();
      const accounts = (await admin.listAccounts()).filter((a) => (query.status === undefined || a.status === query.status) && (name === undefined || a.name.toLowerCase().includes(name)));
      io.out(formatTable(['ID', 'NAME', 'STATUS', 'BALANCE', 'RESERVED'], accounts.map(toAdminAccount).map((a) => [a.id, a.name, a.status, a.balance, a.reserved])));
      return;
    }
    case 'show':
    case 'suspend':
    case 'resume':
    case 'top-up':
    case 'adjust':
    case 'set-balance':
    case 'adjustments': {
      if (target === undefined) throw new CliError(`accounts ${action} needs an account ID or name.`);
      const id = await resolveAccountId(admin, target);
      if (action === 'show') {
        const account = await admin.getAccount(id);
        if (account !== null) io.out(JSON.stringify(toAdminAccount(account), null, 2));
      } else if (action === 'suspend') io.out(describe(toAdminAccount(await admin.suspendAccount(id))));
      else if (action === 'resume') io.out(describe(toAdminAccount(await admin.resumeAccount(id))));
      else if (action === 'top-up') {
        const body = checkCliInput(validateAdminTopUpRequest(request()));
        const amount = readAdminCredits(body.amount, 'amount');
        if (amount === 0) throw new CliError('--amount must be more than 0 credits.');
        io.out(describe(toAdminAccount(await admin.topUp(id, amount, body.note))));
      } else if (action === 'adjust') {
        const body = checkCliInput(validateAdminAdjustBalanceRequest(request()));
        const amount = readAdminCredits(body.amount, 'amount', { signed: true });
        if (amount === 0) throw new CliError('--amount must not be 0.');
        const { account } = await admin.adjustBalance(id, { add: amount }, body.reason);
        io.out(describe(toAdminAccount(account)));
      } else if (action === 'set-balance') {
        const body = checkCliInput(validateAdminSetBalanceRequest(request()));
        const { account } = await admin.adjustBalance(id, { set: readAdminCredits(body.balance, 'balance') }, body.reason);
        io.out(describe(toAdminAccount(account)));
      } else {
        const adjustments = (await admin.listBalanceAdjustments(id)).map(toAdminBalanceAdjustment);
        io.out(formatTable(['ID', 'AMOUNT', 'BALANCE AFTER', 'REASON', 'AT'], adjustments.map((a) => [a.id, a.amount, a.balance_after, a.reason, a.created_at])));
      }
      return;
    }
    default:
      throw new CliError('Use accounts create|list|show|suspend|resume|top-up|adjust|set-balance|adjustments.');
  }
}
