import { readFileSync } from 'node:fs';
import { request as httpRequest, Agent, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';

/**
 * Fuzzing every model endpoint in process, on loopback: 10,000 requests each, built from valid seed bodies with
 * fast-check mutations (values replaced by any JSON, fields deleted, huge numbers and strings, deep nesting, wrong
 * types), raw-byte damage (truncation, invalid UTF-8, bad gzip) and header noise. No answer may be a 5xx, and every
 * error must be in the endpoint's own envelope. Seeded, so a failure reproduces; the first failures are printed.
 */
const RUNS_PER_ENDPOINT = 10_000;
const CONCURRENCY = 16;
const SEED = 20_261_125;

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;

type Endpoint = { path: string; envelope: 'openai' | 'anthropic'; seeds: Record<string, unknown>[] };

const ENDPOINTS: Endpoint[] = [
  {
    path: '/v1/chat/completions',
    envelope: 'openai',
    seeds: [
      { model: 'demo-model', messages: [{ role: 'user', content: 'say hi' }] },
      { model: 'demo-model', stream: true, stream_options: { include_usage: true }, max_completion_tokens: 50, messages: [{ role: 'system', content: 'be brief' }, { role: 'user', content: [{ type: 'text', text: 'hi' }] }], tools: [{ type: 'function', function: { name: 'f', parameters: { type: 'object', properties: { a: { type: 'string' } } } } }] },
    ],
  },
  {
    path: '/v1/responses',
    envelope: 'openai',
    seeds: [{ model: 'demo-model', input: 'say hi' }, { ...fixture('codex-request.json'), model: 'demo-model' }],
  },
  {
    path: '/v1/messages',
    envelope: 'anthropic',
    seeds: [{ model: 'demo-model', max_tokens: 100, messages: [{ role: 'user', content: 'say hi' }] }, { ...fixture('claude-code-request.json'), model: 'demo-model' }],
  },
  {
    path: '/v1/messages/count_tokens',
    envelope: 'anthropic',
    seeds: [{ model: 'demo-model', messages: [{ role: 'user', content: 'say hi' }] }, { model: 'demo-model', system: 'x', messages: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }], tools: [{ name: 't', input_schema: { type: 'object' } }] }],
  },
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Mutation = (value: Json, random: () => number) => Json;

const nastyValue: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue() as fc.Arbitrary<Json>,
  fc.constantFrom<Json>(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, -1e308, 2 ** 53 + 2, 0.5, '', 'x'.repeat(70_000), '\u0000', '\ud800', [], {}, null, true),
  fc.integer({ min: 1, max: 60 }).map((depth): Json => {
    let nested: Json = 'deep';
    for (let level = 0; level < depth * 10; level += 1) nested = level % 2 === 0 ? [nested] : { a: nested };
    return nested;
  }),
);

/** Every path to a value in a JSON document. */
function paths(value: Json, prefix: (string | number)[] = [], found: (string | number)[][] = []): (string | number)[][] {
  found.push(prefix);
  if (Array.isArray(value)) value.forEach((item, index) => paths(item, [...prefix, index], found));
  else if (value !== null && typeof value === 'object') for (const key of Object.keys(value)) paths(value[key] as Json, [...prefix, key], found);
  return found;
}

function setAt(root: Json, path: (string | number)[], replace: (old: Json) => Json | undefined): Json {
  if (path.length === 0) return replace(root) ?? null;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    const next = rest.length === 0 ? replace(copy[head as number] as Json) : setAt(copy[head as number] as Json, rest, replace);
    if (next === undefined) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  if (root !== null && typeof root === 'object') {
    const copy: { [key: string]: Json } = { ...root };
    const next = rest.length === 0 ? replace(copy[head as string] as Json) : setAt(copy[head as string] as Json, rest, replace);
    if (next === undefined) delete copy[head as string];
    else copy[head as string] = next;
    return copy;
  }
  return root;
}

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  nastyValue.map((value): Mutation => (root, random) => {
    const all = paths(root);
    return setAt(root, all[Math.floor(random() * all.length)] ?? [], () => value);
  }),
  fc.constant<Mutation>((root, random) => {
    const all = paths(root).filter((path) => path.length > 0);
    return all.length === 0 ? root : setAt(root, all[Math.floor(random() * all.length)] ?? [], () => undefined);
  }),
  fc.tuple(fc.string({ maxLength: 20 }), nastyValue).map(([key, value]): Mutation => (root) =>
    root !== null && typeof root === 'object' && !Array.isArray(root) ? { ...root, [key]: value } : root),
);

type RawDamage = 'none' | 'truncate' | 'invalid-utf8' | 'not-json' | 'empty' | 'gzip' | 'bad-gzip' | 'array';

type Case = {
  seed: number;
  mutations: Mutation[];
  random: number[];
  damage: RawDamage;
  headers: Record<string, string>;
  auth: 'bearer' | 'none' | 'wrong' | 'x-api-key';
};

const caseArbitrary = (endpoint: Endpoint): fc.Arbitrary<Case> =>
  fc.record({
    seed: fc.nat({ max: endpoint.seeds.length - 1 }),
    mutations: fc.array(mutation, { minLength: 0, maxLength: 4 }),
    random: fc.array(fc.double({ min: 0, max: 0.999, noNaN: true }), { minLength: 4, maxLength: 4 }),
    damage: fc.constantFrom<RawDamage>('none', 'none', 'none', 'truncate', 'invalid-utf8', 'not-json', 'empty', 'gzip', 'bad-gzip', 'array'),
    headers: fc.dictionary(
      fc.constantFrom('content-type', 'anthropic-version', 'anthropic-beta', 'user-agent', 'x-client-request-id', 'accept', 'openai-beta', 'x-stainless-retry-count'),
      fc.oneof(fc.constantFrom('application/json', 'text/plain', 'application/json; charset=latin1', 'application/json; charset=utf-16', 'bogus/x', '2023-06-01'), fc.string({ maxLength: 300 }).map((text) => text.replace(/[^\x20-\x7e]/g, 'x'))),
      { maxKeys: 3 },
    ),
    auth: fc.constantFrom<Case['auth']>('bearer', 'bearer', 'bearer', 'bearer', 'none', 'wrong', 'x-api-key'),
  });

function buildBody(endpoint: Endpoint, testCase: Case): Buffer {
  let body = structuredClone(endpoint.seeds[testCase.seed]) as Json;
  testCase.mutations.forEach((mutate, index) => {
    const draw = testCase.random[index] ?? 0.5;
    body = mutate(body, () => draw);
  });
  const text = JSON.stringify(body);
  const bytes = Buffer.from(text);
  const cut = Math.floor((testCase.random[0] ?? 0.5) * bytes.length);
  switch (testCase.damage) {
    case 'none':
      return bytes;
    case 'truncate':
      return bytes.subarray(0, cut);
    case 'invalid-utf8':
      return Buffer.concat([bytes.subarray(0, cut), Buffer.from([0xff, 0xfe, 0xc3]), bytes.subarray(cut)]);
    case 'not-json':
      return Buffer.from(`${text.slice(0, cut)}}{'`);
    case 'empty':
      return Buffer.alloc(0);
    case 'gzip':
      return gzipSync(bytes);
    case 'bad-gzip': {
      const zipped = gzipSync(bytes);
      return Buffer.concat([zipped.subarray(0, Math.max(10, Math.floor(zipped.length / 2))), Buffer.from([1, 2, 3])]);
    }
    case 'array':
      return Buffer.from(`[${text}]`);
  }
}

type Answer = { status: number; contentType: string; body: string };

function send(port: number, agent: Agent, path: string, headers: Record<string, string>, body: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', agent, headers: { ...headers, 'content-length': String(body.length) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Why an answer is wrong, or undefined when it is right. */
function judge(endpoint: Endpoint, answer: Answer): string | undefined {
  if (answer.status >= 500) return `status ${answer.status}`;
  if (answer.status < 400) return undefined;
  if (!answer.contentType.startsWith('application/json')) return `error without JSON (${answer.contentType})`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return 'error body is not JSON';
  }
  const record = parsed as { type?: unknown; error?: { type?: unknown; message?: unknown } };
  if (typeof record.error?.message !== 'string' || typeof record.error.type !== 'string') return 'error without error.message and error.type';
  if (endpoint.envelope === 'anthropic' && record.type !== 'error') return 'anthropic error without type: "error"';
  if (answer.body.length > 16_384) return `error body of ${answer.body.length} bytes`;
  return undefined;
}

let server: Server;
let port = 0;
let secret = '';
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

beforeAll(async () => {
  const gateway = await createTestGateway({ balance: 1_000_000_000_000, options: { bodyTimeoutMs: 5_000 } });
  secret = gateway.secret;
  server = createServer(gateway.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  agent.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe.each(ENDPOINTS)('fuzzing $path', (endpoint) => {
  it(`answers ${RUNS_PER_ENDPOINT} mutated requests without a 5xx, every error in its envelope`, async () => {
    const cases = fc.sample(caseArbitrary(endpoint), { numRuns: RUNS_PER_ENDPOINT, seed: SEED });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < cases.length) {
        const testCase = cases[next++] as Case;
        const body = buildBody(endpoint, testCase);
        const headers: Record<string, string> = { 'content-type': 'application/json', ...testCase.headers };
        if (testCase.damage === 'gzip' || testCase.damage === 'bad-gzip') headers['content-encoding'] = 'gzip';
        if (testCase.auth === 'bearer') headers['authorization'] = `Bearer ${secret}`;
        else if (testCase.auth === 'wrong') headers['authorization'] = 'Bearer mg-nope-0000';
        else if (testCase.auth === 'x-api-key') headers['x-api-key'] = secret;
        const answer = await send(port, agent, endpoint.path, headers, body);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const wrong = judge(endpoint, answer);
        if (wrong !== undefined && failures.length < 5) failures.push(`${wrong}: ${body.subarray(0, 300).toString('utf8')} → ${answer.body.slice(0, 300)}`);
        else if (wrong !== undefined) failures.push(wrong);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(failures.slice(0, 5)).toEqual([]);
    expect(failures).toHaveLength(0);
    // The fuzz reached the routes (some answers succeeded) and their checks (some were refused).
    expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS_PER_ENDPOINT / 20);
    expect([...statuses.keys()].some((status) => status === 400)).toBe(true);
  }, 300_000);
});
