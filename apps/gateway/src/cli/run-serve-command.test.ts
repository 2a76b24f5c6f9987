import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const cliPath = fileURLToPath(new URL('../cli.ts', import.meta.url));
const tsxLoader = createRequire(import.meta.url).resolve('tsx');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

type Served = { pid: number; url: string; stdout: string; stderr: string; exitCode: number | null };

/**
 * `modelgate serve --port 0 …` from source with stdout and stderr piped (not a terminal, as in a container); waits
 * for the last line of its start banner, then stops it with SIGTERM and returns what it printed.
 */
async function serveOnce(cwd: string, args: string[], whileRunning?: (url: string, stderr: string) => Promise<void>): Promise<Served> {
  const child = spawn(process.execPath, ['--conditions=@modelgate/source', '--import', tsxLoader, cliPath, 'serve', '--port', '0', ...args], {
    cwd,
    env: { ...process.env, NODE_OPTIONS: '', MODELGATE_STORE: '', MODELGATE_PORT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  // 'close', not 'exit': the last lines the process wrote are read by then.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      const found = /listening on (http:\/\/\S+)/.exec(stderr)?.[1];
      if (found !== undefined && stderr.includes('Try it:')) resolve(found);
    });
    void exited.then((code) => reject(new Error(`serve exited with ${String(code)}:\n${stderr}`)));
  });
  try {
    await whileRunning?.(url, stderr);
  } finally {
    child.kill('SIGTERM');
  }
  const exitCode = await exited;
  return { pid: child.pid ?? 0, url, stdout, stderr, exitCode };
}

function folder(): string {
  const created = mkdtempSync(join(tmpdir(), 'modelgate-serve-'));
  folders.push(created);
  return created;
}

async function accounts(cwd: string, ...config: string[]): Promise<string> {
  const out: string[] = [];
  await runCli(['accounts', 'list', ...config], { out: (text) => out.push(text), err: () => undefined, env: {}, cwd });
  return out.join('\n');
}

const TOKEN = /\bmg-[A-Za-z0-9]+-[A-Za-z0-9]{8,}\b/;

describe('modelgate serve (a process)', () => {
  it('creates the demo account on the built-in default started from a terminal, its token on stdout only', async () => {
    const cwd = folder();
    // script(1) (util-linux) runs the command on a pseudo-terminal: stdout is a terminal, stderr goes to a file.
    const command = [process.execPath, '--conditions=@modelgate/source', '--import', tsxLoader, cliPath, 'serve', '--port', '0'].map((part) => `'${part}'`).join(' ');
    const child = spawn('script', ['-qefc', `${command} 2>stderr.txt`, '/dev/null'], { cwd, env: { ...process.env, NODE_OPTIONS: '', MODELGATE_STORE: '', MODELGATE_PORT: '' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let terminal = '';
    const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
    const token = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        terminal += chunk.toString('utf8');
        const found = TOKEN.exec(terminal)?.[0];
        if (found !== undefined) resolve(found);
      });
      void closed.then(() => reject(new Error(`serve ended without a token:\n${terminal}`)));
    });
    const { readFileSync } = await import('node:fs');
    const stderr = (): string => readFileSync(join(cwd, 'stderr.txt'), 'utf8');
    for (let attempt = 0; attempt < 100 && !stderr().includes('Try it:'); attempt++) await new Promise((resolve) => setTimeout(resolve, 50));
    const pid = Number(/\(pid (\d+);/.exec(stderr())?.[1]);
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, 'SIGTERM');
    await closed;
    expect(terminal).toContain('Created account "demo" with 100 credits');
    expect(stderr()).not.toContain(token);
    expect(stderr()).toContain('listening on');
    expect(terminal).toContain(`Authorization: Bearer ${token}`);
    expect(await accounts(cwd)).toContain('demo');
  });


  it('prints its PID, creates no demo account when stdout is not a terminal, and drains on SIGTERM', async () => {
    const cwd = folder();
    const served = await serveOnce(cwd, []);
    expect(served.stderr).toContain(`(pid ${served.pid};`);
    expect(served.stderr + served.stdout).not.toMatch(TOKEN);
    expect(served.stderr).toContain('No demo account: stdout is not a terminal');
    expect(served.stderr).toContain('Stopping: waiting up to 8 s');
    expect(served.exitCode).toBe(0);
    expect(await accounts(cwd)).not.toContain('demo');
  });

  it('creates no demo account on a config file, and one with --demo (its token on stderr)', async () => {
    const cwd = folder();
    writeFileSync(join(cwd, 'gateway.yaml'), 'store: sqlite:./gateway.db\nproviders: { demo: { kind: demo } }\nmodels: [{ id: m, deployments: [{ provider: demo }] }]\n');
    const plain = await serveOnce(cwd, ['--config', 'gateway.yaml']);
    expect(plain.stderr + plain.stdout).not.toMatch(TOKEN);
    expect(plain.stderr).toContain('Create an account and a token with');
    expect(await accounts(cwd, '--config', 'gateway.yaml')).not.toContain('demo');

    let status = 0;
    const asked = await serveOnce(cwd, ['--config', 'gateway.yaml', '--demo'], async (url, stderr) => {
      const token = TOKEN.exec(stderr)?.[0];
      status = (await fetch(`${url}/v1/models`, { headers: { authorization: `Bearer ${token ?? ''}` } })).status;
    });
    expect(asked.stderr).toMatch(TOKEN);
    expect(asked.stdout).not.toMatch(TOKEN);
    expect(await accounts(cwd, '--config', 'gateway.yaml')).toContain('demo');
    expect(status).toBe(200);
  });

  it('serves /metrics without a token on metrics.listen, and only there', async () => {
    const cwd = folder();
    writeFileSync(join(cwd, 'gateway.yaml'), "store: memory\nmetrics: { listen: '127.0.0.1:0' }\nproviders: { demo: { kind: demo } }\nmodels: [{ id: m, deployments: [{ provider: demo }] }]\n");
    const seen: { scrape?: number; text?: string; mainPort?: number } = {};
    const served = await serveOnce(cwd, ['--config', 'gateway.yaml'], async (url, stderr) => {
      const metricsUrl = /Metrics at (http:\/\/\S+) /.exec(stderr)?.[1] ?? '';
      const scrape = await fetch(metricsUrl);
      seen.scrape = scrape.status;
      seen.text = await scrape.text();
      seen.mainPort = (await fetch(`${url}/metrics`)).status;
    });
    expect(served.stderr).toContain('Admin API is off');
    expect(seen.scrape).toBe(200);
    expect(seen.text).toContain('modelgate_build_info');
    // The API port has no /metrics without a token that could open it.
    expect(seen.mainPort).toBe(404);
  });
});
