import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AgentRun } from './agent-run.js';
import { SCENARIOS, type Scenario } from './agent-task.js';
import { checkClientExchanges } from './check-client-exchanges.js';
import { checkGatewayLog } from './check-gateway-log.js';
import { collectRunLog } from './collect-run-log.js';
import { describeFailure, describeRun } from './describe-run.js';
import { createTokenWithApi, waitForTokenUsage } from './gateway-admin.js';
import type { AgentClients } from './install-agent-clients.js';
import { runClaudeCode } from './run-claude-code.js';
import { runCodex } from './run-codex.js';
import type { RunningGateway } from './start-gateway.js';
import type { RecordingProxy } from './start-recording-proxy.js';
import { ADMIN_TOKEN, DEMO_MODEL_ID } from './write-gateway-config.js';
import { writeLine } from './write-line.js';

const DEMO_OUTPUT = 'hello-from-demo';
/** The demo model runs `echo hello-from-demo` with the tool the prompt names (or the first tool), then quotes the result. */
const DEMO_SCENARIO: Scenario = { ...SCENARIOS['one-tool'], commands: [{ command: `echo ${DEMO_OUTPUT}`, output: DEMO_OUTPUT }], prompt: 'Use the Bash tool to run a command and tell me what it printed.' };
const CLIENT_PREFIXES = { claude: 'claude-cli/2.1.197', codex: 'codex_exec/0.169.0' } as const;

/**
 * The quick-start path (issue 5: a fresh install serves the built-in `demo` provider): each client completes a tool
 * round trip against the demo model, with no upstream at all. Tokens come from the admin API.
 */
export async function runDemoChecks(options: { clients: AgentClients; dir: string; gateway: RunningGateway; proxy: RecordingProxy; account: string; timeoutMs: number }): Promise<{ passed: number; failed: number }> {
  let passed = 0;
  let failed = 0;
  for (const agent of ['claude', 'codex'] as const) {
    const token = await createTokenWithApi(options.gateway.url, ADMIN_TOKEN, options.account, `${agent}-demo`);
    const dir = join(options.dir, `${agent}-demo`);
    mkdirSync(dir, { recursive: true });
    options.proxy.takeExchanges();
    const common = { dir, gatewayUrl: options.proxy.url, token: token.secret, model: DEMO_MODEL_ID, prompt: DEMO_SCENARIO.prompt, timeoutMs: options.timeoutMs };
    const run: AgentRun = agent === 'claude' ? await runClaudeCode({ ...common, binary: options.clients.claude }) : await runCodex({ ...common, binary: options.clients.codex, catalog: false });
    const exchanges = options.proxy.takeExchanges();
    const calls = exchanges.filter((exchange) => exchange.requestModel !== undefined).length;
    const usage = await waitForTokenUsage(options.gateway.url, ADMIN_TOKEN, token.id, calls, 5_000);
    const log = await collectRunLog(options.gateway, token.secret, calls, 5_000);
    const failures: string[] = [];
    if (run.process.code !== 0) failures.push(`client exited with ${String(run.process.code ?? run.process.signal)}${run.process.timedOut ? ' (timed out)' : ''}`);
    if (!/The tool returned/.test(run.answer) || !run.answer.includes(DEMO_OUTPUT)) failures.push(`final answer is not the demo's tool round trip: ${JSON.stringify(run.answer.slice(0, 200))}`);
    if (usage.requests !== calls) failures.push(`ledger has ${usage.requests} settled requests, the client made ${calls} model calls`);
    failures.push(...checkClientExchanges(exchanges), ...checkGatewayLog(log, exchanges, { clientPrefix: CLIENT_PREFIXES[agent], secret: token.secret, scenario: DEMO_SCENARIO }));
    writeLine(describeRun(`${agent} × demo × one-tool`, failures, run, [], usage));
    if (failures.length === 0) passed += 1;
    else {
      failed += 1;
      for (const line of describeFailure(failures, run, [], exchanges, log)) writeLine(line);
    }
  }
  return { passed, failed };
}
