import { spawn } from 'node:child_process';

export type ProcessResult = { code: number | null; signal: string | null; timedOut: boolean; stdout: string; stderr: string; seconds: number };

/**
 * Runs a command with stdin from /dev/null and a hard timeout. The child leads its own process group, so on timeout
 * the whole group it started (e.g. a shell tool's children) is killed, and nothing else.
 */
export function runProcess(command: string, args: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }): Promise<ProcessResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      }
    }, options.timeoutMs);
    const finish = (code: number | null, signal: string | null): void => {
      clearTimeout(timer);
      resolve({ code, signal, timedOut, stdout, stderr, seconds: (Date.now() - started) / 1000 });
    };
    child.on('error', (error) => {
      stderr += `\n[spawn error] ${error.message}`;
      finish(null, null);
    });
    child.on('close', finish);
  });
}
