import { validateAdminCreateTokenRequest, validateAdminListTokensQuery, validateAdminUpdateTokenRequest, type AdminToken } from '@modelgate/admin-api';
import type { CoreAdmin } from '@modelgate/core';
import { resolveAccountId } from '../admin/resolve-account-id.js';
import { toAdminToken } from '../admin/to-admin-token.js';
import { toTokenSettingsInput } from '../admin/to-token-settings-input.js';
import { CliError } from './cli-error.js';
import type { CliIo } from './cli-io.js';
import { formatTable } from './format-table.js';
import type { CliArguments } from './parse-cli-arguments.js';
import { checkCliInput, toAdminRequest } from './to-admin-request.js';

function describeLimits(token: AdminToken): string {
  const parts: string[] = [];
  if (token.quota !== null) parts.push(`quota ${token.quota}/${token.quota_period ?? 'month'}`);
  if (token.rpm !== null) parts.push(`rpm ${token.rpm}`);
  if (token.tpm !== null) parts.push(`tpm ${token.tpm}`);
  if (token.concurrency !== null) parts.push(`concurrency ${token.concurrency}`);
  if (token.expires_at !== null) parts.push(`expires ${token.expires_at}`);
  return parts.join(', ') || 'no limits';
}

async function findToken(admin: CoreAdmin, id: string | undefined, action: string) {
  if (id === undefined) throw new CliError(`tokens ${action} needs a token ID (see tokens list).`);
  const token = await admin.getToken(id);
  if (token === null) throw new CliError(`No token has the ID '${id}'. List them with \`modelgate tokens list\`.`);
  return token;
}

/** `modelgate tokens create|list|show|update|revoke|delete`: the admin API's token operations; create prints the secret once. */
export async function runTokensCommand(admin: CoreAdmin, args: CliArguments, io: CliIo, now: number, knownModelIds: readonly string[]): Promise<void> {
  const [, action, target] = args.positionals;
  switch (action) {
    case 'create': {
      const { account, ...settings } = checkCliInput(validateAdminCreateTokenRequest(toAdminRequest(args.flags, now)));
      const accountId = await resolveAccountId(admin, account);
      const { token, secret } = await admin.createToken({ ...toTokenSettingsInput(settings, { knownModelIds }), accountId });
      const shown = toAdminToken(token);
      io.err(`Created token ${shown.id} (${shown.prefix}…, ${describeLimits(shown)}). The secret is shown once; keep it:`);
      io.out(secret);
      return;
    }
    case 'list': {
      const query = checkCliInput(validateAdminListTokensQuery(toAdminRequest(args.flags, now)));
      const accountId = query.account === undefined ? undefined : await resolveAccountId(admin, query.account);
      const tokens = (await admin.listTokens(accountId === undefined ? {} : { accountId })).filter((token) => query.status === undefined || token.status === query.status);
      io.out(
        formatTable(
          ['ID', 'PREFIX', 'ACCOUNT', 'NAME', 'STATUS', 'MODELS', 'LIMITS'],
          tokens.map(toAdminToken).map((t) => [t.id, t.prefix, t.account_id, t.name, t.status, t.models?.join(',') ?? 'all', describeLimits(t)]),
        ),
      );
      return;
    }
    case 'show': {
      io.out(JSON.stringify(toAdminToken(await findToken(admin, target, action)), null, 2));
      return;
    }
    case 'update': {
      const token = await findToken(admin, target, action);
      const body = checkCliInput(validateAdminUpdateTokenRequest(toAdminRequest(args.flags, now)));
      const updated = toAdminToken(await admin.updateToken(token.id, toTokenSettingsInput(body, { knownModelIds, currentQuota: token.quota })));
      io.out(`${updated.id}  ${updated.prefix}  ${updated.status}  ${updated.models?.join(',') ?? 'all models'}  ${describeLimits(updated)}`);
      return;
    }
    case 'revoke':
    case 'delete': {
      const token = toAdminToken(await admin.revokeToken((await findToken(admin, target, action)).id));
      io.out(`${token.id}  ${token.prefix}  ${token.status}`);
      return;
    }
    default:
      throw new CliError('Use tokens create|list|show|update|revoke|delete.');
  }
}
