import { formatCredits, type CoreAdmin, type Token } from '@modelgate/core';
import { parseCreateTokenInput, readRequiredString } from '../admin/parse-admin-input.js';
import { resolveAccountId } from '../admin/resolve-account-id.js';
import { GatewayError } from '../errors/gateway-error.js';
import type { CliArguments } from './parse-cli-arguments.js';
import type { CliIo } from './cli-io.js';
import { formatTable } from './format-table.js';

function describeLimits(token: Token): string {
  const parts: string[] = [];
  if (token.quota) parts.push(`quota ${formatCredits(token.quota.limit)}/${token.quota.period}`);
  if (token.rateLimits.requestsPerMinute !== null) parts.push(`rpm ${token.rateLimits.requestsPerMinute}`);
  if (token.rateLimits.tokensPerMinute !== null) parts.push(`tpm ${token.rateLimits.tokensPerMinute}`);
  if (token.rateLimits.concurrentRequests !== null) parts.push(`concurrency ${token.rateLimits.concurrentRequests}`);
  if (token.expiresAt !== null) parts.push(`expires ${new Date(token.expiresAt).toISOString()}`);
  return parts.join(', ') || 'no limits';
}

/** `modelgate tokens create|list|revoke`; create prints the secret once. */
export async function runTokensCommand(admin: CoreAdmin, args: CliArguments, io: CliIo, now: number, knownModelIds: readonly string[]): Promise<void> {
  const [, action, target] = args.positionals;
  const flags = args.flags;
  switch (action) {
    case 'create': {
      const accountId = await resolveAccountId(admin, readRequiredString(flags, 'account'));
      const input = parseCreateTokenInput({ ...flags, quotaPeriod: flags['quota-period'] }, accountId, now, knownModelIds);
      const { token, secret } = await admin.createToken(input);
      io.err(`Created token ${token.id} (${token.prefix}…, ${describeLimits(token)}). The secret is shown once; keep it:`);
      io.out(secret);
      return;
    }
    case 'list': {
      const account = typeof flags['account'] === 'string' ? await resolveAccountId(admin, flags['account']) : undefined;
      const tokens = await admin.listTokens(account === undefined ? {} : { accountId: account });
      io.out(
        formatTable(
          ['ID', 'PREFIX', 'ACCOUNT', 'NAME', 'STATUS', 'MODELS', 'LIMITS'],
          tokens.map((t) => [t.id, t.prefix, t.accountId, t.name, t.status, t.visibleModelIds?.join(',') ?? 'all', describeLimits(t)]),
        ),
      );
      return;
    }
    case 'revoke': {
      if (target === undefined) throw new GatewayError({ code: 'invalid_request', message: 'tokens revoke needs a token ID (see tokens list).' });
      const token = await admin.revokeToken(target);
      io.out(`${token.id}  ${token.prefix}  ${token.status}`);
      return;
    }
    default:
      throw new GatewayError({ code: 'invalid_request', message: 'Use tokens create|list|revoke.' });
  }
}
