import { fork } from 'node:child_process';
import { isReadyMessage } from './announce-listening.js';
import type { ServiceEntry } from './resolve-service-entry.js';
import { stopChildProcess } from './stop-child-process.js';

/** A proxy or gateway process the bench can measure and stop. */
export type FreshProcess = {
  pid: number;
  origin: string;
  stop(): Promise<void>;
  /** A gateway on a fresh in-memory store has a new token. */
  token?: string;
};

export type RunningService = FreshProcess & { name: string; port: number };

/** Fork a bench service (a mock upstream or the floor) in its own process and wait until it listens. */
export function startForkedService(name: string, entry: ServiceEntry, env: Record<string, string>, timeoutMs = 20_000): Promise<RunningService> {
  const child = fork(entry.path, [], {
    execArgv: entry.execArgv,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name}: not listening after ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name}: exited with code ${String(code)} before listening`));
    });
    child.on('message', (message) => {
      if (!isReadyMessage(message) || child.pid === undefined) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({
        name,
        pid: child.pid,
        port: message.port,
        origin: `http://127.0.0.1:${message.port}`,
        stop: () => stopChildProcess(child),
      });
    });
  });
}
