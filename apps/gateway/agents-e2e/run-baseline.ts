import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SCENARIOS, type ScenarioName } from './agent-task.js';
import { checkAgentRun } from './check-agent-run.js';
import { describeFailure, describeRun } from './describe-run.js';
import type { AgentClients } from './install-agent-clients.js';
import { runClaudeCode } from './run-claude-code.js';
import { runCodex } from './run-codex.js';
import type { ScriptedUpstream } from './start-scripted-upstream.js';
import type { UpstreamKind } from './upstream-record.js';
import { e2eModel } from './write-gateway-config.js';
import { writeLine } from './write-line.js';

const BASELINE_TOKEN = 'sk-baseline-direct';

/**
 * The control for the gateway runs: each client talks straight to the scripted upstream of its own format (Claude Code
 * to the Anthropic one, Codex to the Responses one), no gateway. Every scenario must pass here; if one does not, the
 * scripted upstream is wrong, not the gateway.
 */
export async function runBaseline(options: { clients: AgentClients; dir: string; upstreams: ReadonlyMap<UpstreamKind, ScriptedUpstream>; scenarios: readonly ScenarioName[]; timeoutMs: number }): Promise<{ passed: number; failed: number }> {
  let passed = 0;
  let failed = 0;
  for (const scenario of options.scenarios) {
    for (const [agent, kind] of [['claude', 'anthropic-messages'], ['codex', 'openai-responses']] as const) {
      const upstream = options.upstreams.get(kind);
      if (upstream === undefined) continue;
      upstream.takeRequests();
      const dir = join(options.dir, `baseline-${agent}-${scenario}`);
      mkdirSync(dir, { recursive: true });
      const model = e2eModel(kind, scenario).upstreamModel;
      const common = { dir, token: BASELINE_TOKEN, model, prompt: SCENARIOS[scenario].prompt, timeoutMs: options.timeoutMs };
      const run = agent === 'claude'
        ? await runClaudeCode({ ...common, binary: options.clients.claude, gatewayUrl: upstream.url })
        : await runCodex({ ...common, binary: options.clients.codex, gatewayUrl: upstream.url, catalog: false });
      const requests = upstream.takeRequests();
      const failures = checkAgentRun(run, requests, undefined, { kind, scenario: SCENARIOS[scenario], upstreamModel: model, upstreamKey: BASELINE_TOKEN });
      writeLine(describeRun(`baseline ${agent} → ${kind} × ${scenario}`, failures, run, requests, undefined));
      if (failures.length === 0) passed += 1;
      else {
        failed += 1;
        for (const line of describeFailure(failures, run, requests, [], [])) writeLine(line);
      }
    }
  }
  return { passed, failed };
}
