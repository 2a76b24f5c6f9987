import { formatCredits, type Account, type CoreAdmin } from '@modelgate/core';
import { readCredits, readRequiredString } from '../admin/parse-admin-input.js';
import { resolveAccountId } from '../admin/resolve-account-id.js';
import { GatewayError } from '../errors/gateway-error.js';
import type { CliArguments } from './parse-cli-arguments.js';
import type { CliIo } from './cli-io.js';
import { formatTable } from './format-table.js';

function describe(account: Account): string {
  return `${account.id}  ${account.name}  ${account.status}  balance ${formatCredits(account.balance)}`;
}

/** `modelgate accounts create|list|suspend|resume|top-up`. */
export async function runAccountsCommand(admin: CoreAdmin, args: CliArguments, io: CliIo): Promise<void> {
  const [, action, target] = args.positionals;
  const flags = args.flags;
  switch (action) {
    case 'create': {
      const account = await admin.createAccount({ name: readRequiredString(flags, 'name'), balance: readCredits(flags, 'balance') ?? 0 });
      io.out(describe(account));
      return;
    }
    case 'list': {
      const accounts = await admin.listAccounts();
      io.out(formatTable(['ID', 'NAME', 'STATUS', 'BALANCE', 'RESERVED'], accounts.map((a) => [a.id, a.name, a.status, formatCredits(a.balance), formatCredits(a.reserved)])));
      return;
    }
    case 'suspend':
    case 'resume':
    case 'top-up': {
      if (target === undefined) throw new GatewayError({ code: 'invalid_request', message: `accounts ${action} needs an account ID or name.` });
      const id = await resolveAccountId(admin, target);
      if (action === 'suspend') io.out(describe(await admin.suspendAccount(id)));
      else if (action === 'resume') io.out(describe(await admin.resumeAccount(id)));
      else {
        const amount = readCredits(flags, 'amount');
        if (amount === undefined || amount <= 0) throw new GatewayError({ code: 'invalid_request', message: 'accounts top-up needs --amount <credits>, e.g. --amount 10.' });
        io.out(describe(await admin.topUp(id, amount)));
      }
      return;
    }
    default:
      throw new GatewayError({ code: 'invalid_request', message: 'Use accounts create|list|suspend|resume|top-up.' });
  }
}
