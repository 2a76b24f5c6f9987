import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWrkScript, type WrkRequest } from './create-wrk-script.js';
import { parseWrkResult, type WrkResult } from './parse-wrk-result.js';

export const WRK_MISSING = '--load-generator wrk: wrk is not installed (it is not on a fresh machine; on Debian or Ubuntu: apt-get install -y wrk)';

/** Throws WRK_MISSING unless a `wrk` runs from the PATH (checked before anything starts, not after the warm-up). */
export function assertWrkInstalled(): void {
  const probe = spawnSync('wrk', ['--version'], { stdio: 'ignore' });
  if (probe.error !== undefined) throw new Error(WRK_MISSING, { cause: probe.error });
}

export type WrkRun = { url: string; request: WrkRequest; connections: number; durationSeconds: number };

/**
 * One wrk run (one thread: a few thousand requests a second need no more, and each thread costs a core's share) with
 * the request written to a temporary Lua script, removed afterwards.
 */
export async function runWrk(run: WrkRun): Promise<WrkResult> {
  const directory = mkdtempSync(join(tmpdir(), 'modelgate-wrk-'));
  const scriptPath = join(directory, 'request.lua');
  writeFileSync(scriptPath, createWrkScript(run.request));
  try {
    const args = ['-t', '1', '-c', String(run.connections), '-d', `${String(run.durationSeconds)}s`, '--timeout', '30s', '-s', scriptPath, run.url];
    const stdout = await new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      let errorOutput = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errorOutput += chunk));
      child.on('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new Error(WRK_MISSING, { cause: error }) : error));
      child.on('close', (code) => {
        if (code === 0) resolve(output);
        else reject(new Error(`wrk exited with ${String(code)}: ${errorOutput || output}`));
      });
    });
    return parseWrkResult(stdout);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
