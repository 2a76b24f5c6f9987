import type { AgentRun } from './agent-run.js';
import type { LedgerTotals } from './gateway-admin.js';
import type { ClientExchange } from './start-recording-proxy.js';
import type { UpstreamRequestRecord } from './upstream-record.js';

/** One compact line per run. */
export function describeRun(label: string, failures: readonly string[], run: AgentRun, requests: readonly UpstreamRequestRecord[], usage: LedgerTotals | undefined): string {
  const upstream = requests.map((record) => `${record.reply}(${[record.stream ? 'stream' : 'json', ...(record.thinking === true ? ['thinking'] : [])].join(',')})`).join(', ') || 'none';
  const exit = run.process.timedOut ? 'timeout' : `exit ${String(run.process.code ?? run.process.signal)}`;
  return (
    `${failures.length === 0 ? 'PASS' : 'FAIL'} ${label}  ${run.process.seconds.toFixed(1)}s ${exit}  upstream: ${upstream}  ` +
    `${usage === undefined ? '' : `ledger: ${usage.requests} req, ${usage.inputTokens} in, ${usage.outputTokens} out  `}answer: ${JSON.stringify(run.answer.slice(0, 80))}`
  );
}

function tail(text: string, size: number): string {
  const trimmed = text.trim();
  return trimmed.length > size ? `…${trimmed.slice(-size)}` : trimmed;
}

/** What to read when a run failed: the failures, the client's output, what the upstream got, what the client got, the gateway's records. */
export function describeFailure(failures: readonly string[], run: AgentRun, requests: readonly UpstreamRequestRecord[], exchanges: readonly ClientExchange[], gatewayLog: readonly string[]): string[] {
  const lines = failures.map((failure) => `    ✗ ${failure}`);
  lines.push(`    client stdout: ${tail(run.process.stdout, 1200) || '(empty)'}`);
  lines.push(`    client stderr: ${tail(run.process.stderr, 2000) || '(empty)'}`);
  for (const [index, record] of requests.entries()) {
    const result = record.toolResult === undefined ? '' : ` toolResult(${record.toolResult.ids.join(',')})=${JSON.stringify(record.toolResult.text.slice(0, 160))}`;
    lines.push(`    upstream #${index + 1} ${record.method} ${record.path} → ${record.reply}${record.stream ? ' stream' : ''} tools=${record.toolNames.length}${result}${record.problems.length > 0 ? ` problems=${record.problems.join('; ')}` : ''}`);
  }
  for (const [index, exchange] of exchanges.entries()) {
    lines.push(`    client #${index + 1} ${exchange.method} ${exchange.path} → ${exchange.status} ${exchange.contentType} (${exchange.responseText.length} bytes)`);
  }
  for (const line of gatewayLog) lines.push(`    gateway: ${line.length > 600 ? `${line.slice(0, 600)}…` : line}`);
  return lines;
}
