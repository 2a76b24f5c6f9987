import { formatCredits, type CoreAdmin, type UsageTotals } from '@modelgate/core';
import { parseUsageFilter } from '../admin/parse-usage-filter.js';
import { resolveAccountId } from '../admin/resolve-account-id.js';
import type { CliArguments } from './parse-cli-arguments.js';
import type { CliIo } from './cli-io.js';
import { formatTable } from './format-table.js';

const HEADER = ['REQUESTS', 'INPUT', 'CACHED', 'OUTPUT', 'COST'];

function cells(totals: UsageTotals): string[] {
  return [String(totals.requests), String(totals.inputTokens), String(totals.cachedInputTokens), String(totals.outputTokens), formatCredits(totals.cost)];
}

/** `modelgate usage`: totals, then per account, per token and per model. */
export async function runUsageCommand(admin: CoreAdmin, args: CliArguments, io: CliIo, now: number): Promise<void> {
  const flags = { ...args.flags };
  if (typeof flags['account'] === 'string') flags['account'] = await resolveAccountId(admin, flags['account']);
  const summary = await admin.usage(parseUsageFilter(flags, now));
  io.out(formatTable(['TOTAL', ...HEADER], [['all', ...cells(summary.total)]]));
  io.out('');
  io.out(formatTable(['ACCOUNT', ...HEADER], summary.byAccount.map((row) => [row.accountId, ...cells(row)])));
  io.out('');
  io.out(formatTable(['TOKEN', ...HEADER], summary.byToken.map((row) => [row.tokenId, ...cells(row)])));
  io.out('');
  io.out(formatTable(['MODEL', ...HEADER], summary.byModel.map((row) => [row.modelId, ...cells(row)])));
}
