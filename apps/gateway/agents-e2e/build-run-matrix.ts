import type { AgentName } from './agent-run.js';
import { SCENARIOS, type ScenarioName } from './agent-task.js';
import type { ExpectedRefusal } from './check-refusal-stop.js';
import type { UpstreamKind } from './upstream-record.js';

export type RunEntry = { agent: AgentName; kind: UpstreamKind; scenario: ScenarioName; label: string; bar: boolean };

export const SCENARIO_NAMES: readonly ScenarioName[] = ['one-tool', 'two-tools', 'sequential-tools', 'upstream-error-once', 'reasoning', 'quota-exhausted', 'x-api-key'];
const AGENTS: readonly AgentName[] = ['claude', 'codex', 'codex-catalog'];
const KINDS: readonly UpstreamKind[] = ['anthropic-messages', 'openai-chat', 'openai-responses'];

/** Whether a combination is run: the refusal checks are about the client giving up, so one kind and no catalog variant. */
function isRun(agent: AgentName, kind: UpstreamKind, scenario: ScenarioName): boolean {
  if (scenario === 'quota-exhausted') return kind === 'openai-chat' && agent !== 'codex-catalog';
  if (scenario === 'x-api-key') return kind === 'anthropic-messages' && agent === 'claude';
  return true;
}

/**
 * Every run, scenario by scenario; `bar` marks issue 5's four (claude|codex × anthropic-messages|openai-chat ×
 * one-tool). `only` keeps runs whose label contains it; `barOnly` keeps the four.
 */
export function buildRunMatrix(options: { only: string | undefined; barOnly: boolean }): RunEntry[] {
  return SCENARIO_NAMES.flatMap((scenario) =>
    AGENTS.flatMap((agent) =>
      KINDS.filter((kind) => isRun(agent, kind, scenario)).map((kind) => ({
        agent,
        kind,
        scenario,
        label: `${agent} × ${kind} × ${scenario}`,
        bar: agent !== 'codex-catalog' && kind !== 'openai-responses' && scenario === 'one-tool',
      })),
    ),
  ).filter((entry) => (options.only === undefined || entry.label.includes(options.only)) && (!options.barOnly || entry.bar));
}

/** One micro-credit: less than any request costs at the configured prices. */
export function quotaFor(scenario: ScenarioName): string | undefined {
  return SCENARIOS[scenario].quotaExhausted ? '0.000001' : undefined;
}

/** The refusal a scenario expects from the gateway before any upstream call, if any. */
export function refusalFor(scenario: ScenarioName): ExpectedRefusal | undefined {
  if (SCENARIOS[scenario].quotaExhausted) return { status: 429, says: /quota|balance|credit/i };
  if (SCENARIOS[scenario].apiKeyHeader) return { status: 401, says: /ANTHROPIC_AUTH_TOKEN|Bearer/ };
  return undefined;
}

export function runName(entry: RunEntry): string {
  return `${entry.agent}-${entry.kind}-${entry.scenario}`;
}
