import type { Reservation } from '@modelgate/core';
import type { CorePort } from '../core/core-port.js';
import type { DiagnosticRecord } from '../http/diagnostic-record.js';
import type { IrUsage } from '../translate/translator-port.js';
import { readLedgerCost } from './read-ledger-cost.js';

/**
 * Settles a reservation from the usage the upstream reported. When it reported none (an aborted stream, an upstream
 * without usage), the input estimate is charged and no output, and the record says the numbers are estimated.
 */
export async function settleRequest(options: {
  core: CorePort;
  reservation: Reservation;
  usage: IrUsage | undefined;
  estimatedInputTokens: number;
  outcome: 'ok' | 'error' | 'aborted';
  diagnostic: DiagnosticRecord;
}): Promise<void> {
  const { usage } = options;
  const tokens = {
    input: usage?.inputTokens ?? options.estimatedInputTokens,
    cachedInput: usage?.cachedInputTokens ?? 0,
    cacheWriteInput: usage?.cacheWriteInputTokens ?? 0,
    output: usage?.outputTokens ?? 0,
    estimated: usage === undefined,
  };
  const entry = await options.core.settle(options.reservation, {
    inputTokens: tokens.input,
    cachedInputTokens: tokens.cachedInput,
    cacheWriteInputTokens: tokens.cacheWriteInput,
    outputTokens: tokens.output,
    status: options.outcome,
  });
  options.diagnostic.tokens = tokens;
  options.diagnostic.outcome = options.outcome;
  options.diagnostic.cost = readLedgerCost(entry);
}
