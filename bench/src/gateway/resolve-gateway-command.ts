import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GatewayMode } from '../parse-bench-options.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCE_CLI = `${REPO_ROOT}apps/gateway/src/cli.ts`;
const DIST_CLI = `${REPO_ROOT}apps/gateway/dist/cli.js`;

export type GatewayCommand =
  | { ok: true; mode: 'source' | 'dist'; nodeArguments: string[]; note: string | undefined }
  | { ok: false; reason: string };

function build(): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'pnpm',
      // Each package's own `tsc -p tsconfig.build.json`, in dependency order; no codegen, so no generated file moves.
      ['--filter', '@modelgate/gateway...', 'run', 'build'],
      { cwd: REPO_ROOT, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ ok: error === null, output: `${stdout}${stderr}` }),
    );
  });
}

function fromSource(note: string | undefined): GatewayCommand {
  return { ok: true, mode: 'source', nodeArguments: ['--import', import.meta.resolve('tsx'), '--conditions=@modelgate/source', SOURCE_CLI], note };
}

/**
 * How to run `modelgate`: `dist` runs the built CLI as is; `source` runs src/cli.ts under tsx (RSS then includes
 * ~45 MiB of loader); `auto` builds the gateway and its packages (~15 s) and runs dist, or falls back to source.
 */
export async function resolveGatewayCommand(mode: Exclude<GatewayMode, 'off'>, log: (message: string) => void): Promise<GatewayCommand> {
  if (!existsSync(SOURCE_CLI) && !existsSync(DIST_CLI)) return { ok: false, reason: 'apps/gateway has no CLI yet (no src/cli.ts)' };
  if (mode === 'source') return fromSource('from source under tsx: RSS includes the loader (~45 MiB)');
  if (mode === 'dist') {
    return existsSync(DIST_CLI)
      ? { ok: true, mode: 'dist', nodeArguments: [DIST_CLI], note: 'dist as found (not rebuilt)' }
      : { ok: false, reason: 'apps/gateway/dist/cli.js does not exist (build it, or use --gateway auto)' };
  }
  log('building the gateway and its packages (pnpm --filter @modelgate/gateway... run build)');
  const built = await build();
  if (built.ok && existsSync(DIST_CLI)) return { ok: true, mode: 'dist', nodeArguments: [DIST_CLI], note: undefined };
  const firstError = built.output.split('\n').find((line) => /error/i.test(line)) ?? 'no output';
  return fromSource(`build failed (${firstError.trim().slice(0, 160)}), so from source under tsx: RSS includes the loader (~45 MiB)`);
}
