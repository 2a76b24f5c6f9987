import type { Scenario } from './agent-task.js';
import type { AgentRun } from './agent-run.js';
import type { LedgerTotals } from './gateway-admin.js';
import { isJsonObject, readString } from './json-shape.js';
import type { UpstreamKind, UpstreamRequestRecord } from './upstream-record.js';

export type RunExpectation = { kind: UpstreamKind; scenario: Scenario; upstreamModel: string; upstreamKey: string };

/** The credential the upstream got: x-api-key (how the gateway calls Anthropic) or a Bearer token. */
function authOf(record: UpstreamRequestRecord): string | undefined {
  return (record.kind === 'anthropic-messages' ? record.headers['x-api-key'] : undefined) ?? record.headers['authorization']?.replace(/^Bearer /, '');
}

function asksForUsage(record: UpstreamRequestRecord): boolean {
  const options = isJsonObject(record.body) ? record.body['stream_options'] : undefined;
  return isJsonObject(options) && options['include_usage'] === true;
}

/** Every way the run fell short of issue 5's bar; empty when it passed. */
/** `usage` is the token's ledger totals; undefined skips the ledger checks (the baseline runs have no gateway). */
export function checkAgentRun(run: AgentRun, requests: readonly UpstreamRequestRecord[], usage: LedgerTotals | undefined, expected: RunExpectation): string[] {
  const failures: string[] = [];
  const { process: result } = run;
  if (result.timedOut) failures.push(`client timed out after ${result.seconds.toFixed(0)} s`);
  else if (result.code !== 0) failures.push(`client exited with ${String(result.code ?? result.signal)}`);
  const outputs = expected.scenario.commands.map((item) => item.output);
  const carriesAll = (text: string): boolean => outputs.every((output) => text.includes(output));
  if (!carriesAll(run.answer)) failures.push(`final answer lacks ${outputs.join(' / ')}: ${JSON.stringify(run.answer.slice(0, 200))}`);

  const model = requests.filter((record) => record.reply !== 'not-found');
  for (const record of requests) {
    if (record.reply === 'not-found' || record.reply === 'rejected' || record.reply === 'no-shell-tool') {
      failures.push(`upstream ${record.reply}: ${record.method} ${record.path}${record.problems.length > 0 ? ` (${record.problems.join('; ')})` : ''}${record.reply === 'no-shell-tool' ? ` tools=[${record.toolNames.join(',')}]` : ''}`);
    }
  }
  if (!model.some((record) => record.reply === 'tool-call')) failures.push('upstream never answered with a tool call (no request without a tool result)');
  const withResult = model.filter((record) => record.toolResult !== undefined);
  const resultText = withResult.map((record) => record.toolResult?.text ?? '').join('\n');
  if (!carriesAll(resultText)) {
    failures.push(`the upstream never got all tool results ${outputs.join(' / ')}${withResult.length > 0 ? ` (tool results seen: ${JSON.stringify(resultText).slice(0, 300)})` : ''}`);
  }
  const perTurn = expected.scenario.sequential ? 1 : outputs.length;
  for (const record of withResult) {
    const ids = record.toolResult?.ids ?? [];
    if (ids.length !== perTurn) failures.push(`upstream got ${ids.length} tool results in the last turn, expected ${perTurn} (ids ${ids.join(', ')})`);
    if (record.toolResult?.matchesAssistantCall !== true) failures.push(`tool result ids ${ids.join(', ')} do not all match a tool call in the replayed assistant turns`);
  }
  const toolTurns = model.filter((record) => record.reply === 'tool-call').length;
  if (expected.scenario.sequential && toolTurns < outputs.length) failures.push(`upstream answered ${toolTurns} turns with tool calls, expected ${outputs.length} in sequence`);
  for (const record of model) {
    if (readString(record.body, 'model') !== expected.upstreamModel) failures.push(`upstream got model ${JSON.stringify(readString(record.body, 'model'))}, not ${expected.upstreamModel}`);
    if (authOf(record) !== expected.upstreamKey) failures.push(`upstream got credentials ${JSON.stringify(authOf(record)?.slice(0, 12))}, not the provider's api_key`);
    if (record.kind === 'openai-chat' && record.stream && !asksForUsage(record)) failures.push('streamed chat request without stream_options.include_usage');
  }
  if (expected.scenario.failFirst && !model.some((record) => record.reply === 'injected-error')) failures.push('the scripted upstream error was never triggered');
  if (usage === undefined) return [...new Set(failures)];
  // A request the upstream answered with an error (injected, or a rejection) may or may not leave a zero-token entry.
  const answered = model.filter((record) => record.reply === 'tool-call' || record.reply === 'final-answer' || record.reply === 'no-shell-tool').length;
  if (usage.requests < answered || usage.requests > model.length) {
    failures.push(`ledger has ${usage.requests} settled requests for this token, upstream saw ${model.length} (${answered} answered)`);
  }
  const reported = model.reduce((sum, record) => ({ input: sum.input + (record.reportedUsage?.inputTokens ?? 0), output: sum.output + (record.reportedUsage?.outputTokens ?? 0) }), { input: 0, output: 0 });
  if (usage.inputTokens !== reported.input || usage.outputTokens !== reported.output) {
    failures.push(`ledger settled ${usage.inputTokens} in / ${usage.outputTokens} out, the upstream reported ${reported.input} in / ${reported.output} out`);
  }
  return [...new Set(failures)];
}
