import type { Reservation, SettleStatus, UsageEstimate } from '@modelgate/core';
import type { CorePort } from '../core/core-port.js';
import type { DiagnosticRecord } from '../http/diagnostic-record.js';
import type { StepTrace } from '../tracing/gateway-tracing.js';
import type { IrUsage } from '../translate/translator-port.js';
import { loadTokenizer, type CountTokens } from '../usage/load-tokenizer.js';

/** The ledger's status: an error after the answer began is a failure mid-stream, before it the upstream's error. */
function settleStatusOf(outcome: 'ok' | 'error' | 'aborted', delivered: boolean): SettleStatus {
  if (outcome === 'ok') return 'ok';
  if (outcome === 'aborted') return 'client_aborted';
  return delivered ? 'failed_mid_stream' : 'upstream_error';
}

/**
 * Settles a reservation from the usage the upstream reported. When it reported none, the input estimate is charged
 * (and the record says so) only if content reached the client (an aborted stream, an upstream that sends no usage);
 * a request that delivered nothing (an upstream error event or a broken stream before any content) costs nothing.
 * A stream's output is counted from what it generated (`estimateOutputTokens`) when its usage is missing, or was cut
 * off (`usageFinal` false: the client left or the upstream broke before the final usage), and the larger figure is
 * billed as estimated. The ledger entry says which part was estimated: the output, or the input and output.
 */
export async function settleRequest(options: {
  core: CorePort;
  reservation: Reservation;
  usage: IrUsage | undefined;
  estimatedInputTokens: number;
  outcome: 'ok' | 'error' | 'aborted';
  delivered: boolean;
  diagnostic: DiagnosticRecord;
  usageFinal?: boolean | undefined;
  estimateOutputTokens?: ((countTokens: CountTokens) => number) | undefined;
  /**
   * A traced request's settlement span: ended here with the outcome and the cost recorded, or with the error the
   * settlement rejects with (a wrapper around the call cost a promise and closures a traced request).
   */
  step?: StepTrace | undefined;
}): Promise<void> {
  try {
    const { usage } = options;
    const reportedOutput = usage?.outputTokens ?? 0;
    // The tokenizer is loaded and runs only here, when the reported figure is missing or cut off.
    const countedOutput = options.estimateOutputTokens !== undefined && (usage === undefined || options.usageFinal !== true)
      ? options.estimateOutputTokens(await loadTokenizer())
      : 0;
    const outputEstimated = countedOutput > reportedOutput;
    // Usage the gateway counted itself (an answer without usage) is billed as estimated too.
    const countedUsage = usage !== undefined && 'estimated' in usage && usage.estimated === true;
    const estimated = (usage === undefined && options.delivered) || outputEstimated || countedUsage;
    // The input is the upstream's figure whenever it reported usage at all (Anthropic's comes as the stream begins).
    const estimate: UsageEstimate = !estimated ? 'none' : usage === undefined || countedUsage ? 'input_and_output' : 'output';
    const tokens = {
      input: usage?.inputTokens ?? (estimated ? options.estimatedInputTokens : 0),
      cachedInput: usage?.cachedInputTokens ?? 0,
      cacheWriteInput: usage?.cacheWriteInputTokens ?? 0,
      output: outputEstimated ? countedOutput : reportedOutput,
      estimated,
    };
    const status = settleStatusOf(options.outcome, options.delivered);
    const entry = await options.core.settle(options.reservation, {
      inputTokens: tokens.input,
      cachedInputTokens: tokens.cachedInput,
      cacheWriteInputTokens: tokens.cacheWriteInput,
      outputTokens: tokens.output,
      status,
      estimated: estimate,
    });
    options.diagnostic.tokens = tokens;
    options.diagnostic.outcome = options.outcome;
    options.diagnostic.settlement = status;
    options.diagnostic.cost = entry.cost;
  } catch (error) {
    options.step?.end({}, error);
    throw error;
  }
  options.step?.end({ 'modelgate.outcome': options.outcome, 'modelgate.cost': options.diagnostic.cost ?? 0 });
}
