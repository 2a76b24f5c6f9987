/**
 * Claude Code and Codex complete tool-using tasks through a real gateway process, against scripted Anthropic Messages,
 * OpenAI chat and OpenAI Responses upstreams (issue 5; see README.md). Run: pnpm --filter @modelgate/gateway test:agents
 * Options: --dist (run dist/cli.js instead of the sources), --only <text> (runs whose label contains it), --keep,
 * --memory-store (store: memory; account and tokens then go through the admin API instead of the CLI),
 * --bar (only issue 5's four runs: claude|codex × anthropic-messages|openai-chat × one-tool),
 * --baseline (no gateway: each client straight to the scripted upstream of its own format, to check the scripts),
 * --budget <seconds> (default 1200: runs not started by then count as failed, so a hanging gateway cannot stall CI).
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgentRun } from './agent-run.js';
import { SCENARIOS } from './agent-task.js';
import { buildRunMatrix, quotaFor, refusalFor, runName, SCENARIO_NAMES } from './build-run-matrix.js';
import { createAnthropicUpstreamScript } from './anthropic-upstream-script.js';
import { createChatUpstreamScript } from './chat-upstream-script.js';
import { createResponsesUpstreamScript } from './responses-upstream-script.js';
import { checkAgentRun } from './check-agent-run.js';
import { collectRunLog } from './collect-run-log.js';
import { checkClientExchanges } from './check-client-exchanges.js';
import { checkCodexCatalog } from './check-codex-catalog.js';
import { checkGatewayLog } from './check-gateway-log.js';
import { checkRefusalStop, REFUSAL_STOP_LIMIT_S } from './check-refusal-stop.js';
import { describeFailure, describeRun } from './describe-run.js';
import { createAccountWithApi, createTokenWithApi, createTokenWithCli, readAccountReserved, runGatewayCli, waitForTokenUsage, type CreatedToken } from './gateway-admin.js';
import { installAgentClients } from './install-agent-clients.js';
import { runBaseline } from './run-baseline.js';
import { runContextCheck } from './run-context-check.js';
import { runDemoChecks } from './run-demo-checks.js';
import { runClaudeCode } from './run-claude-code.js';
import { runCodex } from './run-codex.js';
import { startGateway } from './start-gateway.js';
import { startRecordingProxy } from './start-recording-proxy.js';
import { startScriptedUpstream, type ScriptedUpstream } from './start-scripted-upstream.js';
import type { UpstreamKind } from './upstream-record.js';
import { ADMIN_TOKEN, e2eModel, UPSTREAM_KEYS, writeGatewayConfig } from './write-gateway-config.js';
import { writeLine } from './write-line.js';

const CLIENT_TIMEOUT_MS = 180_000;
const ACCOUNT = 'agents-e2e';
/** How the gateway's log should name each client (from its user agent). */
const CLIENT_PREFIXES = { claude: 'claude-cli/2.1.197', codex: 'codex_exec/0.169.0', 'codex-catalog': 'codex_exec/0.169.0' } as const;
const argv = process.argv.slice(2);
const mode = argv.includes('--dist') ? 'dist' : 'source';
const only = argv[argv.indexOf('--only') + 1];
const store = argv.includes('--memory-store') ? 'memory' : 'sqlite';
const budgetMs = Number(argv.includes('--budget') ? argv[argv.indexOf('--budget') + 1] : '1200') * 1000;
const deadline = Date.now() + (Number.isFinite(budgetMs) && budgetMs > 0 ? budgetMs : 1_200_000);
const matrix = buildRunMatrix({ only: argv.includes('--only') ? (only ?? '') : undefined, barOnly: argv.includes('--bar') });

async function main(): Promise<number> {
  writeLine(`agents-e2e: gateway from ${mode}, store ${store}; ${matrix.length} runs`);
  const clients = await installAgentClients(process.env);
  writeLine(`agents-e2e: clients ${clients.installed ? 'installed' : 'cached'} in ${clients.cacheDir}`);
  const dir = mkdtempSync(join(tmpdir(), 'modelgate-agents-'));
  const upstreams = new Map<UpstreamKind, ScriptedUpstream>();
  upstreams.set('anthropic-messages', await startScriptedUpstream(createAnthropicUpstreamScript()));
  upstreams.set('openai-chat', await startScriptedUpstream(createChatUpstreamScript()));
  upstreams.set('openai-responses', await startScriptedUpstream(createResponsesUpstreamScript()));
  if (argv.includes('--baseline')) {
    const scenarios = SCENARIO_NAMES.filter((name) => refusalFor(name) === undefined && (!argv.includes('--only') || (only !== undefined && name.includes(only))));
    const result = await runBaseline({ clients, dir, upstreams, scenarios, timeoutMs: CLIENT_TIMEOUT_MS });
    for (const upstream of upstreams.values()) await upstream.close();
    if (result.failed === 0 && !argv.includes('--keep')) rmSync(dir, { recursive: true, force: true });
    writeLine(`${result.passed} passed, ${result.failed} failed`);
    return result.failed === 0 ? 0 : 1;
  }
  const configPath = writeGatewayConfig(dir, [...upstreams.values()], store);
  const env = { ...process.env, MODELGATE_LOG_LEVEL: 'info' };
  const tokens = new Map<string, CreatedToken>();
  if (store === 'sqlite') {
    // The CLI writes to the same SQLite file the server then opens.
    await runGatewayCli(mode, configPath, dir, env, ['accounts', 'create', '--name', ACCOUNT, '--balance', '100']);
    for (const entry of matrix) tokens.set(entry.label, await createTokenWithCli(mode, configPath, dir, env, ACCOUNT, runName(entry), quotaFor(entry.scenario)));
  }
  const gateway = await startGateway({ mode, dir, configPath, env, timeoutMs: 120_000 });
  if (store === 'memory') {
    await createAccountWithApi(gateway.url, ADMIN_TOKEN, ACCOUNT, '100');
    for (const entry of matrix) tokens.set(entry.label, await createTokenWithApi(gateway.url, ADMIN_TOKEN, ACCOUNT, runName(entry), quotaFor(entry.scenario)));
  }
  const proxy = await startRecordingProxy(gateway.url);
  writeLine(`agents-e2e: gateway ${gateway.url} (clients go through the recording proxy ${proxy.url}), upstreams ${[...upstreams.values()].map((u) => `${u.kind}=${u.url}`).join(' ')}, files in ${dir}`);
  let passed = 0;
  let failed = 0;
  const bar = { passed: 0, runs: 0 };
  try {
    for (const entry of matrix) {
      const upstream = upstreams.get(entry.kind);
      const token = tokens.get(entry.label);
      if (upstream === undefined || token === undefined) continue;
      const left = deadline - Date.now();
      if (left < 10_000) {
        writeLine(`FAIL ${entry.label}  not run: the time budget is spent (--budget)`);
        failed += 1;
        if (entry.bar) bar.runs += 1;
        continue;
      }
      upstream.takeRequests();
      proxy.takeExchanges();
      const runDir = join(dir, runName(entry));
      const model = e2eModel(entry.kind, entry.scenario);
      mkdirSync(runDir, { recursive: true });
      const refusal = refusalFor(entry.scenario);
      const options = {
        dir: runDir, gatewayUrl: proxy.url, token: token.secret, model: model.id, prompt: SCENARIOS[entry.scenario].prompt,
        timeoutMs: Math.min(left, refusal ? (REFUSAL_STOP_LIMIT_S + 40) * 1000 : CLIENT_TIMEOUT_MS), defaultRetries: refusal !== undefined,
      };
      const run: AgentRun = entry.agent === 'claude'
        ? await runClaudeCode({ ...options, binary: clients.claude, apiKeyHeader: SCENARIOS[entry.scenario].apiKeyHeader })
        : await runCodex({ ...options, binary: clients.codex, catalog: entry.agent === 'codex-catalog' });
      const requests = upstream.takeRequests();
      const answered = requests.filter((record) => record.reply === 'tool-call' || record.reply === 'final-answer' || record.reply === 'no-shell-tool').length;
      const usage = await waitForTokenUsage(gateway.url, ADMIN_TOKEN, token.id, answered, refusal ? 0 : 5_000);
      const exchanges = proxy.takeExchanges();
      const modelCalls = exchanges.filter((exchange) => exchange.requestModel !== undefined).length;
      const log = await collectRunLog(gateway, token.secret, modelCalls, 5_000);
      writeFileSync(join(runDir, 'client-traffic.json'), JSON.stringify(exchanges, null, 2));
      writeFileSync(join(runDir, 'upstream-requests.json'), JSON.stringify(requests, null, 2));
      writeFileSync(join(runDir, 'client-output.txt'), `exit ${String(run.process.code)}\n--- stdout\n${run.process.stdout}\n--- stderr\n${run.process.stderr}\n`);
      const expected = { kind: entry.kind, scenario: SCENARIOS[entry.scenario], upstreamModel: model.upstreamModel, upstreamKey: UPSTREAM_KEYS[entry.kind] };
      const logOptions = { clientPrefix: CLIENT_PREFIXES[entry.agent], secret: token.secret, scenario: SCENARIOS[entry.scenario] };
      const failures = refusal
        ? checkRefusalStop(run, exchanges, requests, usage, refusal)
        : [...checkAgentRun(run, requests, usage, expected), ...checkClientExchanges(exchanges, SCENARIOS[entry.scenario].failFirst ? 1 : 0), ...checkGatewayLog(log, exchanges, logOptions)];
      if (entry.agent === 'codex-catalog') failures.push(...checkCodexCatalog(run, exchanges));
      writeLine(describeRun(entry.label, failures, run, requests, usage));
      if (entry.bar) {
        bar.runs += 1;
        if (failures.length === 0) bar.passed += 1;
      }
      if (failures.length === 0) passed += 1;
      else {
        failed += 1;
        for (const line of describeFailure(failures, run, requests, exchanges, log)) writeLine(line);
      }
    }
    // The extra checks run with the full matrix, or alone with --only demo / --only context.
    const extraWanted = (name: string): boolean => !argv.includes('--bar') && (!argv.includes('--only') || only?.includes(name) === true);
    if (extraWanted('demo') && deadline - Date.now() > 10_000) {
      const demo = await runDemoChecks({ clients, dir, gateway, proxy, account: ACCOUNT, timeoutMs: Math.min(CLIENT_TIMEOUT_MS, deadline - Date.now()) });
      passed += demo.passed;
      failed += demo.failed;
    }
    const anthropicUpstream = upstreams.get('anthropic-messages');
    if (extraWanted('context') && anthropicUpstream !== undefined && deadline - Date.now() > 10_000) {
      const ok = await runContextCheck({ clients, dir, gateway, proxy, upstream: anthropicUpstream, account: ACCOUNT, timeoutMs: Math.min(CLIENT_TIMEOUT_MS, deadline - Date.now()) });
      if (ok) passed += 1;
      else failed += 1;
    }
    // Every request is settled by now; what an admission lease left unused goes back within a second.
    let reserved = await readAccountReserved(gateway.url, ADMIN_TOKEN, ACCOUNT);
    for (let wait = 0; reserved !== 0 && wait < 30; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      reserved = await readAccountReserved(gateway.url, ADMIN_TOKEN, ACCOUNT);
    }
    if (reserved === 0) {
      writeLine('PASS ledger  no credits left reserved on the account after all runs');
      passed += 1;
    } else {
      writeLine(`FAIL ledger  ${reserved} credits still reserved on the account after all runs`);
      failed += 1;
    }
  } finally {
    await proxy.close();
    await gateway.stop();
    for (const upstream of upstreams.values()) await upstream.close();
  }
  if (failed === 0 && !argv.includes('--keep')) rmSync(dir, { recursive: true, force: true });
  else writeLine(`agents-e2e: kept ${dir} (gateway.log; per run upstream-requests.json, client-traffic.json, client-output.txt)`);
  if (bar.runs > 0) writeLine(`issue 5 bar (claude|codex × anthropic-messages|openai-chat × one-tool): ${bar.passed}/${bar.runs} passed`);
  writeLine(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    writeLine(`agents-e2e: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    writeLine('0 passed, 1 failed');
    process.exitCode = 1;
  },
);
