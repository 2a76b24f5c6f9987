import { spawn } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { stopChildProcess } from '../process/stop-child-process.js';
import { waitUntilAnswering } from '../process/wait-until-answering.js';

export type SpawnedGateway = { pid: number; origin: string; token: string; stop(): Promise<void> };

export type GatewaySpawn = {
  nodeArguments: string[];
  configPath: string;
  port: number;
  /** Working directory; diagnostic records (stdout) go to `logPath`. */
  directory: string;
  logPath: string;
  /** Known after the first start; the first start on an empty store prints one (`mg-…`, `--demo`) on stderr. */
  token: string | undefined;
  timeoutMs?: number;
};

const TOKEN_PATTERN = /\bmg-[A-Za-z0-9_-]{8,}/;

/** `node <cli> serve --config … --port …`, then waits until GET /v1/models answers with the token. */
export async function spawnGateway({ nodeArguments, configPath, port, directory, logPath, token, timeoutMs = 60_000 }: GatewaySpawn): Promise<SpawnedGateway> {
  const log = openSync(logPath, 'a');
  const child = spawn(process.execPath, [...nodeArguments, 'serve', '--config', configPath, '--port', String(port), '--demo'], {
    cwd: directory,
    env: { ...process.env },
    stdio: ['ignore', log, 'pipe'],
  });
  closeSync(log);
  let stderr = '';
  let secret = token;
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-20_000);
    secret ??= TOKEN_PATTERN.exec(stderr)?.[0];
  });
  const origin = `http://127.0.0.1:${port}`;
  const alive = (): boolean => child.exitCode === null && child.signalCode === null;
  try {
    const deadline = Date.now() + timeoutMs;
    while (secret === undefined && alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (secret === undefined) throw new Error('no token printed on stderr');
    await waitUntilAnswering(`${origin}/v1/models`, { authorization: `Bearer ${secret}` }, Math.max(1, deadline - Date.now()), alive);
  } catch (error) {
    await stopChildProcess(child);
    const detail = stderr.trim().split('\n').slice(-5).join(' / ');
    throw new Error(`${error instanceof Error ? error.message : String(error)}; gateway stderr: ${detail.slice(0, 600)}`, { cause: error });
  }
  if (child.pid === undefined) throw new Error('no pid');
  return { pid: child.pid, origin, token: secret, stop: () => stopChildProcess(child) };
}
