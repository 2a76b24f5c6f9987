import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export type GatewayProcess = { url: string; firstToken: string; stderr(): string; stop(): Promise<void> };

const cliPath = fileURLToPath(new URL('../cli.ts', import.meta.url));
const tsxLoader = createRequire(import.meta.url).resolve('tsx');

/**
 * Starts `modelgate serve --port 0 --demo` as a child process from source (tsx, the @modelgate/source condition),
 * waits for its listening line and returns its address and the demo account's token it printed (on stderr).
 */
export async function startGatewayProcess(options: { configPath: string; cwd: string }): Promise<GatewayProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@modelgate/source', '--import', tsxLoader, cliPath, 'serve', '--config', options.configPath, '--port', '0', '--demo'],
    { cwd: options.cwd, env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  const started = await new Promise<{ url: string; firstToken: string }>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      const url = /listening on (http:\/\/\S+)/.exec(stderr)?.[1];
      const token = /^\s+(mg-\S+)$/m.exec(stderr)?.[1];
      if (url !== undefined && token !== undefined) resolve({ url, firstToken: token });
    });
    child.once('exit', (code) => reject(new Error(`the gateway exited with ${String(code)}:\n${stderr}`)));
  });
  return {
    ...started,
    stderr: () => stderr,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
