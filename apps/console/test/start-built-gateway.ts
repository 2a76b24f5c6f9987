import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../gateway/dist/cli.js', import.meta.url));

export type BuiltGateway = { url: string; adminToken: string; folder: string; output: () => string; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * `modelgate serve` from the built gateway (apps/gateway/dist) on a fresh SQLite file, with one model priced so
 * requests cost something whose first deployment is down (every request fails over to the demo provider), and an
 * admin token. `folder` may hold a modelgate.db already (a seeded store). Resolves when /readyz answers.
 */
export async function startBuiltGateway(options: { folder?: string; readyTimeoutMs?: number } = {}): Promise<BuiltGateway> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`pnpm build\` first (the browser test drives the built gateway and console).`);
  const folder = options.folder ?? mkdtempSync(join(tmpdir(), 'modelgate-console-e2e-'));
  const port = await freePort();
  // Nothing listens here: the first deployment of the model fails to connect and the request fails over to the demo.
  const deadPort = await freePort();
  const adminToken = 'console-browser-test-admin-token';
  writeFileSync(
    join(folder, 'modelgate.yaml'),
    [
      `server: { host: 127.0.0.1, port: ${port}, admin_token: ${adminToken} }`,
      `store: sqlite:${join(folder, 'modelgate.db')}`,
      `providers: { demo: { kind: demo }, down: { kind: openai-chat, base_url: 'http://127.0.0.1:${deadPort}/v1', api_key: sk-unused } }`,
      'models:',
      '  - id: modelgate-demo',
      '    deployments: [{ provider: down, model: gpt-down, priority: 0 }, { provider: demo, model: modelgate-demo, priority: 1 }]',
      '    pricing: { input: 1000, output: 2000 }',
      '',
    ].join('\n'),
  );
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [CLI, 'serve', '--config', join(folder, 'modelgate.yaml')], { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const ready = await fetch(`${url}/readyz`).then((response) => response.ok, () => false);
    if (ready) break;
    if (attempt >= (options.readyTimeoutMs ?? 15_000) / 100 || child.exitCode !== null) throw new Error(`the gateway did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    adminToken,
    folder,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
