import type { AgentRun } from './agent-run.js';
import type { LedgerTotals } from './gateway-admin.js';
import type { ClientExchange } from './start-recording-proxy.js';
import type { UpstreamRequestRecord } from './upstream-record.js';

/** How long a client may take to give up on a refusal (PROTOCOLS §1.5: about 3 minutes when it keeps retrying). */
export const REFUSAL_STOP_LIMIT_S = 20;

/** What the gateway must refuse with, and what the client must then tell the user. */
export type ExpectedRefusal = { status: number; says: RegExp };

/**
 * The gateway refuses the run's calls before the upstream (exhausted quota, or a key in x-api-key): the client, with
 * its default retries, stops at once (at most one retry), exits non-zero and tells the user why; nothing is charged.
 */
export function checkRefusalStop(run: AgentRun, exchanges: readonly ClientExchange[], requests: readonly UpstreamRequestRecord[], usage: LedgerTotals, refusal: ExpectedRefusal): string[] {
  const failures: string[] = [];
  const { process: result } = run;
  if (result.timedOut) failures.push(`client was still retrying after ${result.seconds.toFixed(0)} s`);
  else if (result.code === 0) failures.push('client exited with 0 although the gateway refused it');
  if (result.seconds > REFUSAL_STOP_LIMIT_S) failures.push(`client took ${result.seconds.toFixed(0)} s to give up (limit ${REFUSAL_STOP_LIMIT_S} s)`);
  const calls = exchanges.filter((exchange) => exchange.requestModel !== undefined);
  if (calls.length > 2) failures.push(`client sent ${calls.length} model calls, expected to stop after at most one retry (statuses ${calls.map((call) => call.status).join(', ')})`);
  for (const call of calls) {
    if (call.status !== refusal.status) failures.push(`gateway answered ${call.method} ${call.path} with ${call.status}, not ${refusal.status}: ${call.responseText.slice(0, 200)}`);
  }
  if (requests.length > 0) failures.push(`the upstream got ${requests.length} requests although the gateway should refuse first`);
  const said = `${run.answer}\n${result.stdout}\n${result.stderr}`;
  if (!refusal.says.test(said)) failures.push(`client output does not say why (${String(refusal.says)}): ${JSON.stringify(run.answer.slice(0, 200) || result.stderr.slice(-200))}`);
  if (usage.requests > 0 && (usage.outputTokens > 0 || usage.cost > 0)) failures.push(`ledger charged the refused requests: ${usage.inputTokens} in, ${usage.outputTokens} out, cost ${usage.cost}`);
  return [...new Set(failures)];
}
