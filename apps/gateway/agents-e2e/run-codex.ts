import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseClientEnv, type AgentRun } from './agent-run.js';
import { runProcess } from './run-process.js';

const TOKEN_VARIABLE = 'MODELGATE_API_KEY';

/** $CODEX_HOME/config.toml: a custom provider on the gateway's /v1 with the Responses wire (PROTOCOLS §2). */
function codexConfig(gatewayUrl: string, model: string, catalog: boolean, defaultRetries: boolean): string {
  return [
    `model = ${JSON.stringify(model)}`,
    'model_provider = "modelgate"',
    '',
    '[model_providers.modelgate]',
    'name = "ModelGate"',
    `base_url = ${JSON.stringify(`${gatewayUrl}/v1`)}`,
    `env_key = ${JSON.stringify(TOKEN_VARIABLE)}`,
    'wire_api = "responses"',
    // One retry keeps a failing run short; the quota scenario keeps Codex's defaults to see that it stops by itself.
    ...(defaultRetries ? [] : ['request_max_retries = 1', 'stream_max_retries = 1']),
    'stream_idle_timeout_ms = 60000',
    // Codex then reads its own catalog shape from GET /v1/models?client_version=… (PROTOCOLS §2.6).
    ...(catalog ? [`model_catalog_url = ${JSON.stringify(`${gatewayUrl}/v1/models`)}`] : []),
    '',
  ].join('\n');
}

/** `codex exec` against the gateway with a fresh CODEX_HOME and HOME, stdin from /dev/null; optionally with the model catalog. */
export async function runCodex(options: { binary: string; dir: string; gatewayUrl: string; token: string; model: string; prompt: string; timeoutMs: number; catalog: boolean; defaultRetries?: boolean }): Promise<AgentRun> {
  const home = join(options.dir, 'home');
  const codexHome = join(options.dir, 'codex-home');
  const work = join(options.dir, 'work');
  for (const folder of [home, codexHome, work]) mkdirSync(folder, { recursive: true });
  writeFileSync(join(codexHome, 'config.toml'), codexConfig(options.gatewayUrl, options.model, options.catalog, options.defaultRetries === true));
  const lastMessage = join(options.dir, 'last-message.txt');
  const env: NodeJS.ProcessEnv = { ...baseClientEnv(home), CODEX_HOME: codexHome, [TOKEN_VARIABLE]: options.token };
  // Makes Codex say why it rejects a catalog ("failed to decode models response: …") instead of falling back silently.
  if (options.catalog) env['RUST_LOG'] = 'codex_models_manager=error';
  const args = ['exec', '--skip-git-repo-check', '-m', options.model, '--color', 'never', '--output-last-message', lastMessage, options.prompt];
  const result = await runProcess(options.binary, args, { cwd: work, env, timeoutMs: options.timeoutMs });
  const answer = existsSync(lastMessage) ? readFileSync(lastMessage, 'utf8').trim() : result.stdout.trim();
  return { process: result, answer };
}
