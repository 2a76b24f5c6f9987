import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./scripts/settlement-burst.ts', import.meta.url));
const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs the settlement burst in a child process and SIGKILLs it once it has reported `killAfter` ledger entries
 * (or after `timeoutMs`). Resolves with the IDs the child reported as committed.
 */
export function runSettlementBurst(options: { path: string; secret: string; killAfter: number; timeoutMs: number }): Promise<{ reported: string[]; signal: NodeJS.Signals | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, options.path, options.secret], {
      cwd: packageRoot, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let buffered = '';
    let stderr = '';
    const reported: string[] = [];
    const kill = () => child.kill('SIGKILL');
    const timer = setTimeout(kill, options.timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      buffered += text;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      reported.push(...lines.filter((line) => line !== ''));
      if (reported.length >= options.killAfter) kill();
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      clearTimeout(timer);
      resolve({ reported, signal, stderr });
    });
  });
}
