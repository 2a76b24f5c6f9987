import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { SCENARIOS, type ScenarioName } from './agent-task.js';
import type { ScriptedUpstream } from './start-scripted-upstream.js';
import type { UpstreamKind } from './upstream-record.js';

export const ADMIN_TOKEN = 'agents-e2e-admin-token-0123456789';
export const UPSTREAM_KEYS = { 'anthropic-messages': 'sk-upstream-anthropic-e2e', 'openai-chat': 'sk-upstream-chat-e2e', 'openai-responses': 'sk-upstream-responses-e2e' } as const;
const MODEL_STEMS: Record<UpstreamKind, { id: string; upstreamModel: string }> = {
  'anthropic-messages': { id: 'e2e-anthropic', upstreamModel: 'scripted-claude' },
  'openai-chat': { id: 'e2e-chat', upstreamModel: 'scripted-gpt' },
  'openai-responses': { id: 'e2e-responses', upstreamModel: 'scripted-responses' },
};

/** The model served by the built-in `demo` provider (the quick-start path, no upstream). */
export const DEMO_MODEL_ID = 'e2e-demo';

/** Gateway model id and upstream model name per upstream kind and scenario (the upstream reads the scenario off the name). */
export function e2eModel(kind: UpstreamKind, scenario: ScenarioName): { id: string; upstreamModel: string } {
  const stem = MODEL_STEMS[kind];
  const suffix = scenario === 'one-tool' ? '' : `-${scenario}`;
  return { id: `${stem.id}${suffix}`, upstreamModel: `${stem.upstreamModel}${suffix}` };
}

/** modelgate.yaml for the run: one provider per scripted upstream, one model per scenario on each, the demo provider, SQLite in the temp dir (or memory). */
export function writeGatewayConfig(dir: string, upstreams: readonly ScriptedUpstream[], store: 'sqlite' | 'memory'): string {
  const timeouts = { connect_ms: 5_000, first_byte_ms: 60_000, idle_ms: 60_000 };
  const providers: Record<string, unknown> = {};
  const models: unknown[] = [];
  for (const upstream of upstreams) {
    const name = `scripted-${upstream.kind}`;
    providers[name] = {
      kind: upstream.kind,
      // Anthropic: the service root; OpenAI kinds: the address ending in /v1.
      base_url: upstream.kind === 'anthropic-messages' ? upstream.url : `${upstream.url}/v1`,
      api_key: UPSTREAM_KEYS[upstream.kind],
      timeouts,
    };
    for (const scenario of Object.keys(SCENARIOS) as ScenarioName[]) {
      const model = e2eModel(upstream.kind, scenario);
      models.push({ id: model.id, deployments: [{ provider: name, model: model.upstreamModel }], pricing: { input: 1, output: 2 }, default_max_output_tokens: 4096 });
    }
  }
  providers['demo'] = { kind: 'demo' };
  models.push({ id: DEMO_MODEL_ID, deployments: [{ provider: 'demo', model: 'modelgate-demo' }], pricing: { input: 1, output: 2 }, default_max_output_tokens: 1024 });
  const document = {
    server: { host: '127.0.0.1', port: 0, admin_token: ADMIN_TOKEN, max_upstream_attempts: 1 },
    store: store === 'memory' ? 'memory' : `sqlite:${join(dir, 'modelgate.db')}`,
    providers,
    models,
  };
  const path = join(dir, 'modelgate.yaml');
  writeFileSync(path, stringify(document));
  return path;
}
