import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWrk } from '../src/measure/wrk/run-wrk.js';

// Needs wrk on the PATH: run by `pnpm --filter @modelgate/bench test:wrk` (.ci/run installs wrk first), not by `pnpm test`.
describe('runWrk (the real wrk, against a local server)', () => {
  const seen: { method: string; authorization: string; body: string }[] = [];
  let server: Server;
  let url = '';

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        if (seen.length < 5) seen.push({ method: request.method ?? '', authorization: request.headers.authorization ?? '', body });
        response.writeHead(request.headers.authorization === 'Bearer ok' ? 200 : 401).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/v1/chat/completions`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the request as given and reads counts, percentiles and its own CPU from the script', async () => {
    const body = '{"model":"m","messages":[{"role":"user","content":"a \\"quoted\\" line\\nand → more"}]}';
    const result = await runWrk({ url, request: { method: 'POST', headers: { authorization: 'Bearer ok' }, body }, connections: 2, durationSeconds: 1 });
    expect(seen[0]).toEqual({ method: 'POST', authorization: 'Bearer ok', body });
    expect(result.ok).toBeGreaterThan(0);
    expect(result.failed).toBe(0);
    expect(result.latencyP99Ms).toBeGreaterThanOrEqual(result.latencyP50Ms);
    expect(result.durationSeconds).toBeGreaterThan(0.5);
    expect(result.cpuTicks).toBeGreaterThanOrEqual(0);
  });

  it('counts 4xx answers as failures', async () => {
    const result = await runWrk({ url, request: { method: 'POST', headers: { authorization: 'Bearer no' }, body: '{}' }, connections: 1, durationSeconds: 1 });
    expect(result.ok).toBe(0);
    expect(result.failureKinds['status ≥ 400']).toBeGreaterThan(0);
  });
});
