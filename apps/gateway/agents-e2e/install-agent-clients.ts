import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { runProcess } from './run-process.js';

/** The client versions PROTOCOLS.md §1 and §2 were measured with; pinned. */
export const AGENT_PACKAGES = { claude: { name: '@anthropic-ai/claude-code', version: '2.1.197' }, codex: { name: '@openai/codex', version: '0.169.0' } } as const;

export type AgentClients = { cacheDir: string; claude: string; codex: string; installed: boolean };

function installedVersion(cacheDir: string, name: string): string | undefined {
  const file = join(cacheDir, 'node_modules', name, 'package.json');
  if (!existsSync(file)) return undefined;
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return typeof parsed === 'object' && parsed !== null && 'version' in parsed && typeof parsed.version === 'string' ? parsed.version : undefined;
}

/** The cache outside the repo: $MODELGATE_AGENTS_CACHE, else $XDG_CACHE_HOME/modelgate-agents, else ~/.cache/modelgate-agents. */
export function agentCacheDir(env: NodeJS.ProcessEnv): string {
  return env['MODELGATE_AGENTS_CACHE'] ?? join(env['XDG_CACHE_HOME'] ?? join(homedir(), '.cache'), 'modelgate-agents');
}

/** Installs Claude Code and Codex into the cache with npm unless the pinned versions are already there. */
export async function installAgentClients(env: NodeJS.ProcessEnv): Promise<AgentClients> {
  const cacheDir = agentCacheDir(env);
  const packages = Object.values(AGENT_PACKAGES);
  const missing = packages.filter((item) => installedVersion(cacheDir, item.name) !== item.version);
  if (missing.length > 0) {
    mkdirSync(cacheDir, { recursive: true });
    const specs = packages.map((item) => `${item.name}@${item.version}`);
    const result = await runProcess('npm', ['install', '--prefix', cacheDir, '--no-audit', '--no-fund', '--save-exact', ...specs], { cwd: cacheDir, env, timeoutMs: 600_000 });
    if (result.code !== 0) throw new Error(`npm install of ${specs.join(' ')} into ${cacheDir} failed (exit ${String(result.code)}):\n${result.stderr.slice(-2000)}`);
  }
  const bin = join(cacheDir, 'node_modules', '.bin');
  const clients = { cacheDir, claude: join(bin, 'claude'), codex: join(bin, 'codex'), installed: missing.length > 0 };
  for (const [label, path] of [['claude', clients.claude], ['codex', clients.codex]] as const) {
    const check = await runProcess(path, ['--version'], { cwd: cacheDir, env, timeoutMs: 60_000 });
    const expected = AGENT_PACKAGES[label].version;
    if (check.code !== 0 || !check.stdout.includes(expected)) {
      throw new Error(`${path} --version did not report ${expected} (exit ${String(check.code)}): ${(check.stdout + check.stderr).trim().slice(0, 500)}`);
    }
  }
  return clients;
}
