import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gatewayCommand, type GatewayMode } from './gateway-command.js';

export type RunningGateway = {
  /** http://127.0.0.1:<port>, the service root. */
  url: string;
  /** The JSON-lines diagnostic log (the gateway's stdout). */
  logPath: string;
  /** Every log line written so far. */
  readLogLines(): string[];
  stop(): Promise<void>;
};

/** Starts `modelgate serve --config <file>` as a real process and waits until it prints where it listens. */
export async function startGateway(options: { mode: GatewayMode; dir: string; configPath: string; env: NodeJS.ProcessEnv; timeoutMs: number }): Promise<RunningGateway> {
  const { command, args } = gatewayCommand(options.mode, ['serve', '--config', options.configPath]);
  const logPath = join(options.dir, 'gateway.log');
  const log = createWriteStream(logPath);
  const child = spawn(command, args, { cwd: options.dir, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  let stderr = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start within ${options.timeoutMs} ms:\n${stderr.slice(-2000)}`)), options.timeoutMs);
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
      const match = /listening on (http:\/\/\S+)/.exec(stderr);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited with ${String(code)} before listening:\n${stderr.slice(-2000)}`));
    });
  });
  return {
    url,
    logPath,
    readLogLines: () => readFileSync(logPath, 'utf8').split('\n').filter((line) => line.trim() !== ''),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.on('exit', () => {
          clearTimeout(force);
          log.end(() => resolve());
        });
        child.kill('SIGTERM');
      }),
  };
}
