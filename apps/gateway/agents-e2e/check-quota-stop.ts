import type { AgentRun } from './agent-run.js';
import type { LedgerTotals } from './gateway-admin.js';
import type { ClientExchange } from './start-recording-proxy.js';
import type { UpstreamRequestRecord } from './upstream-record.js';

/** How long a client may take to give up on an exhausted quota (PROTOCOLS §1.5: 3 minutes when it keeps retrying). */
export const QUOTA_STOP_LIMIT_S = 20;

/**
 * The token's quota is smaller than one request: the gateway refuses with 429 before the upstream, and the client
 * (default retries) stops at once (at most one retry), fails, and tells the user it is about quota or balance.
 */
export function checkQuotaStop(run: AgentRun, exchanges: readonly ClientExchange[], requests: readonly UpstreamRequestRecord[], usage: LedgerTotals): string[] {
  const failures: string[] = [];
  const { process: result } = run;
  if (result.timedOut) failures.push(`client was still retrying after ${result.seconds.toFixed(0)} s`);
  else if (result.code === 0) failures.push('client exited with 0 although the quota is exhausted');
  if (result.seconds > QUOTA_STOP_LIMIT_S) failures.push(`client took ${result.seconds.toFixed(0)} s to give up (limit ${QUOTA_STOP_LIMIT_S} s)`);
  const calls = exchanges.filter((exchange) => exchange.requestModel !== undefined);
  if (calls.length > 2) failures.push(`client sent ${calls.length} model calls, expected to stop after at most one retry (statuses ${calls.map((call) => call.status).join(', ')})`);
  for (const call of calls) if (call.status !== 429) failures.push(`gateway answered ${call.method} ${call.path} with ${call.status}, not 429: ${call.responseText.slice(0, 200)}`);
  if (requests.length > 0) failures.push(`the upstream got ${requests.length} requests although the gateway should refuse first`);
  const said = `${run.answer}\n${result.stdout}\n${result.stderr}`;
  if (!/quota|balance|credit/i.test(said)) failures.push(`client output does not say the quota is exhausted: ${JSON.stringify(run.answer.slice(0, 200) || result.stderr.slice(-200))}`);
  if (usage.outputTokens > 0 || usage.cost > 0) failures.push(`ledger charged the refused requests: ${usage.inputTokens} in, ${usage.outputTokens} out, cost ${usage.cost}`);
  return [...new Set(failures)];
}
