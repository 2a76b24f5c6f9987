import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export type GatewayProcess = {
  url: string;
  /** The first token it printed ('' when the store already had one and `expectFirstToken` was false). */
  firstToken: string;
  stderr(): string;
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, mid-request, as in a crash. */
  kill(): Promise<void>;
};

const cliPath = fileURLToPath(new URL('../cli.ts', import.meta.url));
const tsxLoader = createRequire(import.meta.url).resolve('tsx');

/**
 * Starts `modelgate serve --port 0` as a child process from source (tsx, the @modelgate/source condition), with
 * `--demo` when a first token is expected; waits for its listening line and returns its address and the demo
 * account's token it printed (on stderr), if it is to print one.
 */
export async function startGatewayProcess(options: { configPath: string; cwd: string; expectFirstToken?: boolean; env?: Record<string, string> }): Promise<GatewayProcess> {
  const expectFirstToken = options.expectFirstToken ?? true;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@modelgate/source', '--import', tsxLoader, cliPath, 'serve', '--config', options.configPath, '--port', '0', ...(expectFirstToken ? ['--demo'] : [])],
    { cwd: options.cwd, env: { ...process.env, NODE_OPTIONS: '', ...options.env }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  const started = await new Promise<{ url: string; firstToken: string }>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      const url = /listening on (http:\/\/\S+)/.exec(stderr)?.[1];
      const token = /^\s+(mg-\S+)$/m.exec(stderr)?.[1];
      if (url !== undefined && (token !== undefined || (!expectFirstToken && /Create an account and a token with/.test(stderr)))) resolve({ url, firstToken: token ?? '' });
    });
    child.once('exit', (code) => reject(new Error(`the gateway exited with ${String(code)}:\n${stderr}`)));
  });
  const exited = (): Promise<void> =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
  return {
    ...started,
    stderr: () => stderr,
    kill: () => {
      const done = exited();
      child.kill('SIGKILL');
      return done;
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
