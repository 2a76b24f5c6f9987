import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { baseClientEnv, type AgentRun } from './agent-run.js';
import { isJsonObject } from './json-shape.js';
import { runProcess } from './run-process.js';

/**
 * `claude -p` against the gateway (PROTOCOLS §1): ANTHROPIC_BASE_URL is the service root, the token goes in
 * ANTHROPIC_AUTH_TOKEN (sent as Bearer). HOME and the config dir are fresh; telemetry and non-essential traffic are
 * off; one retry only (unless `defaultRetries`), so a gateway bug fails in seconds instead of minutes.
 */
export async function runClaudeCode(options: { binary: string; dir: string; gatewayUrl: string; token: string; model: string; prompt: string; timeoutMs: number; defaultRetries?: boolean; apiKeyHeader?: boolean }): Promise<AgentRun> {
  const home = join(options.dir, 'home');
  const work = join(options.dir, 'work');
  mkdirSync(home, { recursive: true });
  mkdirSync(work, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...baseClientEnv(home),
    CLAUDE_CONFIG_DIR: join(home, '.claude'),
    ANTHROPIC_BASE_URL: options.gatewayUrl,
    // ANTHROPIC_AUTH_TOKEN is sent as Bearer; ANTHROPIC_API_KEY as x-api-key (the mistake the x-api-key scenario makes).
    [options.apiKeyHeader === true ? 'ANTHROPIC_API_KEY' : 'ANTHROPIC_AUTH_TOKEN']: options.token,
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_ERROR_REPORTING: '1',
    DISABLE_AUTOUPDATER: '1',
  };
  if (options.defaultRetries !== true) env['CLAUDE_CODE_MAX_RETRIES'] = '1';
  const args = ['-p', options.prompt, '--model', options.model, '--output-format', 'json', '--allowedTools', 'Bash', '--max-turns', '4'];
  const result = await runProcess(options.binary, args, { cwd: work, env, timeoutMs: options.timeoutMs });
  let answer = result.stdout.trim();
  try {
    const parsed: unknown = JSON.parse(answer);
    if (isJsonObject(parsed) && typeof parsed['result'] === 'string') answer = parsed['result'];
  } catch {
    // not JSON (e.g. a crash before the result): keep the raw output as the answer
  }
  return { process: result, answer };
}
