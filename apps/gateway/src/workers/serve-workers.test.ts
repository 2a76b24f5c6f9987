import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const cliPath = fileURLToPath(new URL('../cli.ts', import.meta.url));
const tsxLoader = createRequire(import.meta.url).resolve('tsx');
const folder = mkdtempSync(join(tmpdir(), 'modelgate-workers-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}): string =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'held', choices: [{ index: 0, delta, finish_reason: null }], ...extra })}\n\n`;

/** A chat upstream whose streams send their first content, then hold until `release()`. */
async function startHeldUpstream(): Promise<{ baseUrl: string; release(): void; close(): void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(chunk({ role: 'assistant', content: 'Hel' }));
      void released.then(() => {
        response.write(chunk({ content: 'lo' }));
        response.end(`${chunk({}, { usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 } })}data: [DONE]\n\n`);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, release: () => release(), close: () => server.closeAllConnections() };
}

/** A chat request on a connection of its own (the primary hands each new connection to the next worker). */
function ask(url: string, token: string): Promise<{ status: number; requestId: string }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'Hello' }] });
    const sent = httpRequest(`${url}/v1/chat/completions`, { method: 'POST', agent: false, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, requestId: String(response.headers['x-request-id']) }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

async function waitFor<T>(what: string, read: () => T | undefined, timeoutMs = 60_000): Promise<T> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const value = read();
    if (value !== undefined) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('modelgate serve with server.workers: 2 (processes)', () => {
  it('serves from both workers, aggregates metrics, reloads, replaces a killed worker and drains an open stream on SIGTERM', async () => {
    const upstream = await startHeldUpstream();
    writeFileSync(
      join(folder, 'gateway.yaml'),
      [
        'store: sqlite:./gateway.db',
        "server: { workers: 2, shutdown_grace_s: 60, admin_token: 'admin-token-of-the-test' }",
        "metrics: { listen: '127.0.0.1:0' }",
        `providers: { demo: { kind: demo }, held: { kind: openai-chat, base_url: '${upstream.baseUrl}', api_key: test } }`,
        'models: [{ id: m, deployments: [{ provider: demo }] }, { id: held, deployments: [{ provider: held }] }]',
        '',
      ].join('\n'),
    );
    const child = spawn(process.execPath, ['--conditions=@modelgate/source', '--import', tsxLoader, cliPath, 'serve', '--config', 'gateway.yaml', '--port', '0', '--demo'], {
      cwd: folder,
      env: { ...process.env, NODE_OPTIONS: '', MODELGATE_STORE: '', MODELGATE_PORT: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (data: Buffer) => (stdout += data.toString('utf8')));
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
    try {
      await waitFor('the banner', () => (stderr.includes('Try it:') ? true : undefined), 120_000);
      expect(stderr).toContain(`(pid ${String(child.pid)}; workers: 2;`);
      const url = /listening on (http:\/\/\S+)/.exec(stderr)?.[1] ?? '';
      const metricsUrl = /Metrics at (http:\/\/\S+) /.exec(stderr)?.[1] ?? '';
      const token = /^\s+(mg-\S+)$/m.exec(stderr)?.[1] ?? '';

      // Each new connection goes to the next worker: the diagnostic records name two processes.
      const answers: { status: number; requestId: string }[] = [];
      for (let index = 0; index < 8; index++) answers.push(await ask(url, token));
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      const pidOf = (requestId: string): number | undefined => {
        const line = stdout.split('\n').find((record) => record.includes(`"${requestId}"`));
        return line === undefined ? undefined : (JSON.parse(line) as { pid: number }).pid;
      };
      const pids = await waitFor('the records of 8 requests', () => {
        const found = answers.map((answer) => pidOf(answer.requestId));
        return found.every((pid) => pid !== undefined) ? new Set(found) : undefined;
      });
      expect(pids.size).toBe(2);
      expect(pids.has(child.pid ?? 0)).toBe(false);

      // metrics.listen shows the whole instance: both workers' requests in one series.
      const scraped = await (await fetch(metricsUrl)).text();
      expect(scraped).toMatch(/^modelgate_requests_total\{[^}]*model="m",status="200",outcome="ok"\} 8$/m);
      // ...and so does /metrics on the API port, whichever worker answers it.
      const onApiPort = await (await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer admin-token-of-the-test' } })).text();
      expect(onApiPort).toMatch(/^modelgate_requests_total\{[^}]*model="m",status="200",outcome="ok"\} 8$/m);

      child.kill('SIGHUP');
      await waitFor('the reload', () => (stderr.includes('Reloaded the configuration from') ? true : undefined));
      expect(stderr.match(/Reloaded the configuration/g)).toHaveLength(1);

      // A worker that dies is replaced, and the port keeps answering.
      const [killed] = [...pids];
      process.kill(killed ?? 0, 'SIGKILL');
      await waitFor('the replacement', () => (/Worker \d \(pid \d+\) is serving\./.test(stderr) ? true : undefined), 120_000);
      expect(stderr).toContain(`(pid ${String(killed)}) ended (signal SIGKILL); starting a new one in 100 ms.`);
      const after = await Promise.all([ask(url, token), ask(url, token)]);
      expect(after.map((answer) => answer.status)).toEqual([200, 200]);

      // SIGTERM with a stream open: the stream completes, then every worker and the primary exit.
      const response = await fetch(`${url}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'held', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
      });
      expect(response.status).toBe(200);
      const reader = (response.body ?? new ReadableStream<Uint8Array>()).getReader();
      const decoder = new TextDecoder();
      let text = '';
      while (!text.includes('Hel')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      child.kill('SIGTERM');
      await waitFor('the drain', () => (stderr.includes('Stopping: waiting up to 60 s for the running requests of 2 workers') ? true : undefined));
      upstream.release();
      for (let read = await reader.read(); !read.done; read = await reader.read()) text += decoder.decode(read.value, { stream: true });
      expect(text).toContain('"content":"lo"');
      expect(text).toContain('data: [DONE]');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      upstream.close();
    }
  }, 300_000);
});
