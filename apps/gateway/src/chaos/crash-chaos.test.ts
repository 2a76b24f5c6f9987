import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, type Core } from '@modelgate/core';
import { createPostgresStore } from '@modelgate/core/postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { startGatewayProcess, type GatewayProcess } from '../testing-fixtures/start-gateway-process.js';
import { dropPostgresSchemas, POSTGRES_URL, REDIS_URL } from '../testing-fixtures/test-services.js';

/**
 * The standing chaos test (issue 15): three gateway processes on one PostgreSQL schema and one Redis, 500 concurrent
 * requests over them against an account balance, a token quota and a concurrency limit, one instance SIGKILLed
 * mid-burst. Afterwards every hold is returned within the liveness bound, `modelgate ledger verify` finds the ledger,
 * balances and quota counters equal to the micro-credit, and the concurrency limit admits again. Loopback only.
 */
const schema = `mg_test_chaos_${process.pid}_${Date.now().toString(36)}`;
const DEAD_AFTER_MS = 3_000;
const HEARTBEAT_MS = DEAD_AFTER_MS / 4;
const REQUESTS = 500;
// gpt-4o-like prices in credits per million tokens; a request reserves its input estimate plus max_tokens of output.
const PRICING = { input: 2.5, output: 10 };
const MAX_TOKENS = 200;

type Answer = { status: number; body: string } | { failed: string };

/** An OpenAI-style upstream that takes its time (so requests are in flight when an instance dies), with usage. */
function startSlowUpstream(): Promise<Server> {
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(text) as { stream?: boolean };
      const usage = { prompt_tokens: 12, completion_tokens: 40, total_tokens: 52 };
      const base = { id: 'chatcmpl-chaos', created: 1, model: 'upstream-model' };
      if (body.stream !== true) {
        setTimeout(() => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ ...base, object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }], usage }));
        }, 150);
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      let sent = 0;
      const timer = setInterval(() => {
        if (response.destroyed) {
          clearInterval(timer);
          return;
        }
        if (sent < 5) {
          response.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: `part ${sent} ` }, finish_reason: null }] })}\n\n`);
          sent += 1;
          return;
        }
        clearInterval(timer);
        response.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
        response.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [], usage })}\n\n`);
        response.end('data: [DONE]\n\n');
      }, 40);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function post(agent: Agent, url: string, secret: string, stream: boolean): Promise<Answer> {
  const body = JSON.stringify({ model: 'chaos-model', max_tokens: MAX_TOKENS, stream, messages: [{ role: 'user', content: 'count to five' }] });
  const target = new URL('/v1/chat/completions', url);
  return new Promise((resolve) => {
    const outgoing = httpRequest(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', agent, headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', (error) => resolve({ failed: error.message }));
        response.on('aborted', () => resolve({ failed: 'aborted' }));
      },
    );
    outgoing.on('error', (error) => resolve({ failed: error.message }));
    outgoing.end(body);
  });
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

let cwd = '';
let upstream: Server;
let admin: Core;
let gateways: GatewayProcess[] = [];
const agent = new Agent({ keepAlive: true, maxSockets: 200 });

beforeAll(async () => {
  cwd = mkdtempSync(join(tmpdir(), 'modelgate-chaos-'));
  upstream = await startSlowUpstream();
  const yaml = [
    'server:',
    `  instance_dead_after_ms: ${DEAD_AFTER_MS}`,
    `store: ${POSTGRES_URL}?schema=${schema}`,
    `redis: ${REDIS_URL}`,
    'providers:',
    '  slow:',
    '    kind: openai-chat',
    `    base_url: http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`,
    '    api_key: test',
    'models:',
    '  - id: chaos-model',
    '    deployments: [{ provider: slow, model: upstream-model }]',
    `    pricing: { input: ${PRICING.input}, output: ${PRICING.output} }`,
    '',
  ].join('\n');
  writeFileSync(join(cwd, 'modelgate.yaml'), yaml);
  // The schema (migrated by this first client) and an account exist before the gateways start, so none creates a first token.
  admin = createCore({ store: createPostgresStore({ connectionString: POSTGRES_URL, schema }), models: [], instanceDeadAfterMs: 0 });
  await admin.admin.createAccount({ name: 'seed', balance: 0 });
  gateways = await Promise.all([0, 1, 2].map(() => startGatewayProcess({ configPath: join(cwd, 'modelgate.yaml'), cwd, expectFirstToken: false })));
}, 120_000);

afterAll(async () => {
  agent.destroy();
  await Promise.all(gateways.map((gateway) => gateway.stop()));
  await admin.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
  rmSync(cwd, { recursive: true, force: true });
  await dropPostgresSchemas(schema);
}, 60_000);

describe('three gateway processes on PostgreSQL and Redis, one SIGKILLed mid-burst', () => {
  it('reclaims every hold within the bound, reconciles to the micro-credit and admits again', async () => {
    const worstCase = Math.ceil(((12 + MAX_TOKENS) * PRICING.output * 1_000_000) / 1_000_000) * 1_000_000;
    const poor = await admin.admin.createAccount({ name: 'poor', balance: 40 * worstCase });
    const rich = await admin.admin.createAccount({ name: 'rich', balance: 100_000 * worstCase });
    const onBalance = (await admin.admin.createToken({ accountId: poor.id, name: 'balance' })).secret;
    const onQuota = (await admin.admin.createToken({ accountId: rich.id, name: 'quota', quota: { limit: 40 * worstCase, period: 'month' } })).secret;
    const concurrency = await admin.admin.createToken({ accountId: rich.id, name: 'concurrency', rateLimits: { concurrentRequests: 6 } });
    const secrets = [onBalance, onQuota, concurrency.secret];

    const victim = gateways[2] as GatewayProcess;
    const burst = Array.from({ length: REQUESTS }, (_, index) =>
      sleep(index % 50).then(() => post(agent, (gateways[index % 3] as GatewayProcess).url, secrets[Math.floor(index / 3) % 3] as string, index % 2 === 0)),
    );
    await sleep(120);
    await victim.kill();
    // Holds the dead instance left: none may outlive its last heartbeat by more than the bound (an admission lease's
    // hold lives up to a quarter of it longer than a request's; a live instance's sweep comes within a heartbeat).
    const left = await admin.admin.heldReservations();
    const listedAt = Date.now();
    for (const hold of left) expect(hold.expiresAt).toBeLessThanOrEqual(listedAt + DEAD_AFTER_MS * 1.25);
    const answers = await Promise.all(burst);

    const survivors = answers.filter((_, index) => index % 3 !== 2);
    const statuses = new Map<string, number>();
    for (const answer of answers) {
      const key = 'failed' in answer ? 'connection failed' : String(answer.status);
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    // The surviving instances answered every request, with a success or a 429, never a 5xx.
    for (const answer of survivors) {
      expect('failed' in answer ? answer.failed : answer.status).toSatisfy((value: unknown) => value === 200 || value === 429);
    }
    // The instance died mid-burst: some of its requests were cut.
    expect(statuses.get('connection failed') ?? 0).toBeGreaterThan(0);
    expect(statuses.get('200') ?? 0).toBeGreaterThan(50);
    expect(statuses.get('429') ?? 0).toBeGreaterThan(50);

    // Every hold comes back: the dead instance's within the bound (plus a sweep by a live instance's heartbeat).
    let held = await admin.admin.heldReservations();
    for (let round = 0; round < 100 && held.length > 0; round += 1) {
      await sleep(HEARTBEAT_MS);
      held = await admin.admin.heldReservations();
    }
    expect(held).toEqual([]);
    for (const account of [poor, rich]) expect(await admin.admin.getAccount(account.id)).toMatchObject({ reserved: 0 });

    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(['ledger', 'verify'], { out: (text) => out.push(text), err: (text) => err.push(text), env: { MODELGATE_STORE: `${POSTGRES_URL}?schema=${schema}` }, cwd });
    expect({ code, out: out.join('\n'), err: err.join('\n') }).toMatchObject({ code: 0, err: '' });
    expect(out.join('\n')).toContain('Ledger verified');
    const ledger = await admin.admin.ledger({});
    expect(new Set(ledger.map((entry) => entry.reservationId)).size).toBe(ledger.length);
    expect((await admin.admin.getAccount(poor.id))?.balance).toBeGreaterThanOrEqual(0);
    const quota = await admin.admin.quotaUsage((await admin.admin.listTokens({ accountId: rich.id })).find((token) => token.name === 'quota')?.id ?? '');
    expect(quota.spent).toBeLessThanOrEqual(40 * worstCase);

    // The concurrency slots the dead instance held are free again: six at once are admitted.
    const again = await Promise.all(Array.from({ length: 6 }, (_, index) => post(agent, (gateways[index % 2] as GatewayProcess).url, concurrency.secret, false)));
    expect(again.map((answer) => ('failed' in answer ? answer.failed : answer.status))).toEqual([200, 200, 200, 200, 200, 200]);
  }, 180_000);
});
