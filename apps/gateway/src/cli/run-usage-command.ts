import { validateAdminUsageQuery, validateAdminUsageSeriesQuery, type AdminUsageTotals } from '@modelgate/admin-api';
import type { CoreAdmin } from '@modelgate/core';
import { readUsageSeries } from '../admin/read-usage-series.js';
import { toAdminUsage } from '../admin/to-admin-usage.js';
import { toUsageFilter } from '../admin/to-usage-filter.js';
import type { CliIo } from './cli-io.js';
import { formatTable } from './format-table.js';
import type { CliArguments } from './parse-cli-arguments.js';
import { checkCliInput, toAdminRequest } from './to-admin-request.js';

const HEADER = ['REQUESTS', 'INPUT', 'CACHED', 'OUTPUT', 'COST'];

function cells(totals: AdminUsageTotals): string[] {
  return [String(totals.requests), String(totals.input_tokens), String(totals.cached_input_tokens), String(totals.output_tokens), totals.cost];
}

/**
 * `modelgate usage`: totals, then per account, per token and per model, with names (GET /admin/usage); with
 * `--bucket hour|day`, one row per bucket and series (GET /admin/usage/series, `--group-by account|token|model`).
 */
export async function runUsageCommand(admin: CoreAdmin, args: CliArguments, io: CliIo, now: number): Promise<void> {
  if (args.flags['bucket'] !== undefined || args.flags['group-by'] !== undefined) {
    const query = checkCliInput(validateAdminUsageSeriesQuery(toAdminRequest(args.flags, now)));
    const usage = await readUsageSeries(admin, query, now);
    const rows = usage.series.flatMap((line) => line.points.map((point) => ({ line, point }))).sort((a, b) => a.point.start.localeCompare(b.point.start));
    io.out(formatTable(['START', usage.group_by.toUpperCase(), 'NAME', ...HEADER], rows.map(({ line, point }) => [point.start, line.key, line.name ?? '', ...cells(point)])));
    return;
  }
  const query = checkCliInput(validateAdminUsageQuery(toAdminRequest(args.flags, now)));
  const usage = toAdminUsage(await admin.usage(await toUsageFilter(admin, query, now)), { accounts: await admin.listAccounts(), tokens: await admin.listTokens() });
  io.out(formatTable(['TOTAL', ...HEADER], [['all', ...cells(usage.total)]]));
  io.out('');
  io.out(formatTable(['ACCOUNT', 'NAME', ...HEADER], usage.by_account.map((row) => [row.account_id, row.account_name ?? '', ...cells(row)])));
  io.out('');
  io.out(formatTable(['TOKEN', 'NAME', ...HEADER], usage.by_token.map((row) => [row.token_id, row.token_name ?? '', ...cells(row)])));
  io.out('');
  io.out(formatTable(['MODEL', ...HEADER], usage.by_model.map((row) => [row.model_id, ...cells(row)])));
}
