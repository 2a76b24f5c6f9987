import { validateAdminUsageQuery } from '@modelgate/admin-api';
import { formatCredits, type CoreAdmin } from '@modelgate/core';
import { toUsageFilter } from '../admin/to-usage-filter.js';
import { CliError } from './cli-error.js';
import type { CliArguments } from './parse-cli-arguments.js';
import type { CliIo } from './cli-io.js';
import { formatTable } from './format-table.js';
import { checkCliInput, toAdminRequest } from './to-admin-request.js';

const DEFAULT_LIST_LIMIT = 50;
const MAX_LIST_LIMIT = 10_000;

/**
 * `modelgate ledger verify`: reconciles every balance, reserved amount and quota counter with the top-ups, the ledger
 * and the open holds (in micro-credits). Prints one line per difference and returns 1 if there is any, else 0.
 * `modelgate ledger list`: the newest entries (oldest first), with the part of their usage that was estimated.
 */
export async function runLedgerCommand(admin: CoreAdmin, args: CliArguments, io: CliIo, now: number): Promise<number> {
  const action = args.positionals[1];
  if (action === 'list') {
    await listLedger(admin, args, io, now);
    return 0;
  }
  if (action !== 'verify') throw new CliError(`Unknown ledger action ${JSON.stringify(action ?? '')}: use \`modelgate ledger verify\` or \`modelgate ledger list\`.`);
  const result = await admin.verifyLedger();
  for (const difference of result.differences) {
    io.out(`DIFFERENCE ${difference.kind} ${difference.subject}: ${difference.message} (expected ${difference.expected}, found ${difference.actual})`);
  }
  const summary = `${result.accounts} accounts, ${result.entries} ledger entries, ${result.holds} open holds`;
  if (result.differences.length > 0) {
    io.err(`Ledger verification FAILED: ${result.differences.length} differences over ${summary}.`);
    return 1;
  }
  io.out(`Ledger verified: ${summary}; balances, reserved credits and quota counters match to the micro-credit.`);
  return 0;
}

function readLimit(value: string | true | undefined): number {
  if (value === undefined) return DEFAULT_LIST_LIMIT;
  const limit = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : 0;
  if (limit < 1 || limit > MAX_LIST_LIMIT) throw new CliError(`--limit must be a whole number from 1 to ${MAX_LIST_LIMIT}.`);
  return limit;
}

async function listLedger(admin: CoreAdmin, args: CliArguments, io: CliIo, now: number): Promise<void> {
  const limit = readLimit(args.flags['limit']);
  const query = checkCliInput(validateAdminUsageQuery(toAdminRequest(args.flags, now, ['config', 'limit'])));
  const entries = await admin.ledger({ ...(await toUsageFilter(admin, query, now)), limit });
  io.out(
    formatTable(
      ['SETTLED', 'REQUEST', 'ACCOUNT', 'TOKEN', 'MODEL', 'STATUS', 'INPUT', 'CACHED', 'OUTPUT', 'ESTIMATED', 'COST'],
      entries.map((entry) => [
        new Date(entry.createdAt).toISOString(), entry.requestId, entry.accountId, entry.tokenId, entry.modelId, entry.status,
        String(entry.inputTokens), String(entry.cachedInputTokens), String(entry.outputTokens), entry.estimated, formatCredits(entry.cost),
      ]),
    ),
  );
}
