import type { CoreAdmin } from '@modelgate/core';
import { GatewayError } from '../errors/gateway-error.js';

/** An account's ID from its ID or its name; 404 when there is none. */
export async function resolveAccountId(admin: CoreAdmin, idOrName: string): Promise<string> {
  const account = await admin.getAccount(idOrName);
  if (account === null) throw new GatewayError({ code: 'not_found', message: `No account has the ID or name '${idOrName}'. List them with GET /admin/accounts or \`modelgate accounts list\`.` });
  return account.id;
}
