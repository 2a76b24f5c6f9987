import type { CoreAdmin } from '@modelgate/core';
import { CliError } from './cli-error.js';
import type { CliArguments } from './parse-cli-arguments.js';
import type { CliIo } from './cli-io.js';

/**
 * `modelgate ledger verify`: reconciles every balance, reserved amount and quota counter with the top-ups, the ledger
 * and the open holds (in micro-credits). Prints one line per difference and returns 1 if there is any, else 0.
 */
export async function runLedgerCommand(admin: CoreAdmin, args: CliArguments, io: CliIo): Promise<number> {
  const action = args.positionals[1];
  if (action !== 'verify') throw new CliError(`Unknown ledger action ${JSON.stringify(action ?? '')}: use \`modelgate ledger verify\`.`);
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
