import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describeFailure, describeRun } from './describe-run.js';
import { createTokenWithApi, readTokenUsage } from './gateway-admin.js';
import type { AgentClients } from './install-agent-clients.js';
import { isJsonObject } from './json-shape.js';
import { runClaudeCode } from './run-claude-code.js';
import type { RunningGateway } from './start-gateway.js';
import type { RecordingProxy } from './start-recording-proxy.js';
import type { ScriptedUpstream } from './start-scripted-upstream.js';
import { ADMIN_TOKEN, e2eModel } from './write-gateway-config.js';
import { writeLine } from './write-line.js';

function readInputTokens(text: string): number | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return isJsonObject(body) && typeof body['input_tokens'] === 'number' ? body['input_tokens'] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `claude -p /context` (PROTOCOLS §1.1): Claude Code measures its context with parallel
 * `POST /v1/messages/count_tokens?beta=true` calls. Each must get a 200 with a positive `input_tokens` (a fake zero
 * breaks auto-compaction, PEERS.md 3b.19), Claude Code must print its usage table, and nothing is billed.
 */
export async function runContextCheck(options: { clients: AgentClients; dir: string; gateway: RunningGateway; proxy: RecordingProxy; upstream: ScriptedUpstream; account: string; timeoutMs: number }): Promise<boolean> {
  const token = await createTokenWithApi(options.gateway.url, ADMIN_TOKEN, options.account, 'claude-context');
  const dir = join(options.dir, 'claude-context');
  mkdirSync(dir, { recursive: true });
  options.proxy.takeExchanges();
  options.upstream.takeRequests();
  const model = e2eModel('anthropic-messages', 'one-tool').id;
  const run = await runClaudeCode({ binary: options.clients.claude, dir, gatewayUrl: options.proxy.url, token: token.secret, model, prompt: '/context', timeoutMs: options.timeoutMs });
  const exchanges = options.proxy.takeExchanges();
  const requests = options.upstream.takeRequests();
  const usage = await readTokenUsage(options.gateway.url, ADMIN_TOKEN, token.id);
  const counts = exchanges.filter((exchange) => exchange.path.startsWith('/v1/messages/count_tokens'));
  const failures: string[] = [];
  if (run.process.code !== 0) failures.push(`client exited with ${String(run.process.code ?? run.process.signal)}${run.process.timedOut ? ' (timed out)' : ''}`);
  if (!/Context Usage/i.test(run.answer)) failures.push(`Claude Code printed no context table: ${JSON.stringify(run.answer.slice(0, 200))}`);
  if (counts.length === 0) failures.push('Claude Code sent no count_tokens call');
  for (const exchange of counts) {
    const tokens = readInputTokens(exchange.responseText);
    if (exchange.status !== 200 || tokens === undefined || tokens <= 0) failures.push(`count_tokens answered ${exchange.status}: ${exchange.responseText.slice(0, 200)}`);
  }
  if (usage.cost > 0) failures.push(`count_tokens calls were billed: cost ${usage.cost} for ${usage.requests} ledger entries`);
  writeLine(describeRun(`claude × count-tokens × context (${counts.length} calls)`, [...new Set(failures)], run, requests, usage));
  if (failures.length > 0) for (const line of describeFailure([...new Set(failures)], run, requests, exchanges, [])) writeLine(line);
  return failures.length === 0;
}
