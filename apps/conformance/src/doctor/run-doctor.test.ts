import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeGateway, type FakeGateway } from '../testing-fixtures/create-fake-gateway.js';
import { renderDoctorReport } from './render-doctor-report.js';
import { runDoctor } from './run-doctor.js';

const TOKEN = 'mg-doctor-0123456789abcdef';
const MODEL = 'Acme/Chat-Model-1';
const now = (): number => Date.UTC(2026, 10, 21, 9, 0, 0);

let fake: FakeGateway | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function startFake(): Promise<string> {
  fake = await createFakeGateway({ token: TOKEN, models: [MODEL, 'other-model'] });
  return fake.baseUrl;
}

async function freeAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('runDoctor', () => {
  it.each(['chat', 'responses', 'messages'] as const)('finds every layer working for a %s client set up right', async (format) => {
    const root = await startFake();
    const baseUrl = format === 'messages' ? root : `${root}/v1`;
    const report = await runDoctor({ baseUrl, token: TOKEN, model: MODEL, format, now });
    expect(report.ok).toBe(true);
    expect(report.steps.map((step) => step.layer)).toEqual(['address', 'connection', 'model-list', 'token', 'model-id', 'endpoint', 'generation']);
    expect(report.steps.every((step) => step.ok)).toBe(true);
  });

  it('names the connection when nothing listens', async () => {
    const address = await freeAddress();
    const report = await runDoctor({ baseUrl: address, token: TOKEN, now });
    expect(report.brokenLayer).toBe('connection');
    expect(report.remedy).toContain('Nothing is listening at 127.0.0.1:');
    expect(report.record).toMatchObject({ method: 'GET', path: '/v1/models', status: null, requestId: null });
  });

  it('names TLS when https:// is used against a plain-http service', async () => {
    const root = await startFake();
    const report = await runDoctor({ baseUrl: root.replace('http://', 'https://'), token: TOKEN, now });
    expect(report.brokenLayer).toBe('connection');
    expect(report.steps.at(-1)?.summary).toMatch(/^TLS: /);
    expect(report.remedy).toContain('Check http:// versus https://');
  });

  it('names the endpoint when a messages client is given the /v1 address', async () => {
    const root = await startFake();
    const report = await runDoctor({ baseUrl: `${root}/v1`, token: TOKEN, model: MODEL, format: 'messages', now });
    expect(report.brokenLayer).toBe('endpoint');
    expect(report.remedy).toBe(`Your base address ends in /v1 and your client appends /v1/messages, so it calls /v1/v1/messages: use the service root ${root} instead.`);
    expect(report.record).toMatchObject({ method: 'POST', path: '/v1/v1/messages', status: 404, requestId: expect.stringMatching(/^req_/) });
  });

  it('names the endpoint when a chat base address has /v1 twice', async () => {
    const root = await startFake();
    const report = await runDoctor({ baseUrl: `${root}/v1/v1`, token: TOKEN, format: 'chat', now });
    expect(report.brokenLayer).toBe('endpoint');
    expect(report.remedy).toContain(`use the compatible base address ${root}/v1 instead`);
  });

  it('names the token when it is wrong', async () => {
    const root = await startFake();
    const report = await runDoctor({ baseUrl: `${root}/v1`, token: 'mg-doctor-wrong-token-000', now });
    expect(report.brokenLayer).toBe('token');
    expect(report.remedy).toContain('Authorization: Bearer <token>');
    expect(report.record.status).toBe(401);
  });

  it('names the token when it was pasted with its Bearer prefix, before sending anything', async () => {
    const report = await runDoctor({ baseUrl: 'http://127.0.0.1:9/v1', token: `Bearer ${TOKEN}`, now });
    expect(report.brokenLayer).toBe('token');
    expect(report.remedy).toContain('Give the client only the token');
    expect(report.record.method).toBe('none');
    expect(report.record.settings.token).not.toContain(TOKEN);
  });

  it('names the model ID when it differs only in case', async () => {
    const root = await startFake();
    const report = await runDoctor({ baseUrl: `${root}/v1`, token: TOKEN, model: 'acme/chat-model-1', now });
    expect(report.brokenLayer).toBe('model-id');
    expect(report.remedy).toBe(`Model IDs match exactly, capitalization included. Use "${MODEL}" exactly as GET /v1/models lists it.`);
  });

  it('names the protocol when a messages body goes to the chat path', async () => {
    const root = await startFake();
    const report = await runDoctor({ baseUrl: root, endpoint: `${root}/v1/chat/completions`, token: TOKEN, model: MODEL, format: 'messages', now });
    expect(report.brokenLayer).toBe('endpoint');
    expect(report.steps.at(-1)?.summary).toBe('POST /v1/chat/completions answered 200 with an answer in the chat completions format, not messages');
    expect(report.remedy).toContain('Your client speaks the messages protocol but posts to /v1/chat/completions');
  });

  it('names the protocol when a chat body goes to the messages path and is refused', async () => {
    const root = await startFake();
    const report = await runDoctor({ baseUrl: `${root}/v1`, endpoint: `${root}/v1/messages`, token: TOKEN, model: MODEL, format: 'chat', now });
    expect(report.brokenLayer).toBe('endpoint');
    expect(report.steps.at(-1)?.summary).toBe('POST /v1/messages answered HTTP 400: "max_tokens" is required');
    expect(report.remedy).toBe(
      `Your client speaks the chat completions protocol but posts to /v1/messages, the messages endpoint. The protocol must match the path: a chat completions client posts to ${root}/v1/chat/completions.`,
    );
  });

  it('names the model ID when it is only similar to a listed one', async () => {
    const root = await startFake();
    const report = await runDoctor({ baseUrl: `${root}/v1`, token: TOKEN, model: 'chat-model-1', now });
    expect(report.brokenLayer).toBe('model-id');
    expect(report.remedy).toContain(`use a complete data[].id, e.g. "${MODEL}"`);
  });

  it('refuses an address that carries the token', async () => {
    const report = await runDoctor({ baseUrl: `http://127.0.0.1:9/v1?key=${TOKEN}`, token: TOKEN, now });
    expect(report.brokenLayer).toBe('address');
    expect(report.record.settings.baseUrl).not.toContain(TOKEN);
  });
});

describe('runDoctor on servers that serve less', () => {
  it('finds every layer working on a messages-only server without a model list', async () => {
    fake = await createFakeGateway({ token: TOKEN, models: [MODEL], serves: ['messages'] });
    const report = await runDoctor({ baseUrl: fake.baseUrl, token: TOKEN, model: MODEL, format: 'messages', now });
    expect(report.ok).toBe(true);
    expect(report.steps.find((step) => step.layer === 'model-list')?.summary).toBe('GET /v1/models is not served (404); the model list is optional, so the model is checked by the generation');
  });

  it('asks for --model when there is no model list to pick one from', async () => {
    fake = await createFakeGateway({ token: TOKEN, models: [MODEL], serves: ['messages'] });
    const report = await runDoctor({ baseUrl: fake.baseUrl, token: TOKEN, format: 'messages', now });
    expect(report.brokenLayer).toBe('model-id');
    expect(report.remedy).toBe('This server lists no models (GET /v1/models answered 404): pass the model your client uses with --model.');
  });

  it('names the token from the generation when there is no model list', async () => {
    fake = await createFakeGateway({ token: TOKEN, models: [MODEL], serves: ['messages'] });
    const report = await runDoctor({ baseUrl: fake.baseUrl, token: 'mg-doctor-wrong-token-000', model: MODEL, format: 'messages', now });
    expect(report.brokenLayer).toBe('token');
    expect(report.remedy).toContain('The token was refused');
  });

  it('still names a wrong address when neither the model list nor the endpoint answers', async () => {
    fake = await createFakeGateway({ token: TOKEN, models: [MODEL], serves: ['messages'] });
    const report = await runDoctor({ baseUrl: `${fake.baseUrl}/api`, token: TOKEN, model: MODEL, format: 'messages', now });
    expect(report.brokenLayer).toBe('endpoint');
    expect(report.remedy).toContain('is not the service root');
  });

  it('sends anthropic-version on the messages probes and every --header on each request', async () => {
    const seen: Headers[] = [];
    const root = await startFake();
    const report = await runDoctor({
      baseUrl: root,
      token: TOKEN,
      model: MODEL,
      format: 'messages',
      headers: { 'x-portkey-provider': 'anthropic' },
      fetch: (url, init) => {
        seen.push(new Headers(init.headers));
        return fetch(url, init);
      },
      now,
    });
    expect(report.ok).toBe(true);
    expect(seen.map((headers) => headers.get('x-portkey-provider'))).toEqual(['anthropic', 'anthropic', 'anthropic']);
    expect(seen.slice(1).map((headers) => headers.get('anthropic-version'))).toEqual(['2023-06-01', '2023-06-01']);
  });
});

describe('renderDoctorReport', () => {
  it('prints the steps, the remedy and a record without the token', async () => {
    const root = await startFake();
    const report = await runDoctor({ baseUrl: `${root}/v1`, token: TOKEN, model: MODEL, format: 'messages', clientName: 'claude-code', now });
    const text = renderDoctorReport(report);
    expect(text).toContain('FAIL  endpoint');
    expect(text).toContain('What to do: Your base address ends in /v1');
    expect(text).toContain('  path:        /v1/v1/messages');
    expect(text).toContain('  status:      404');
    expect(text).toContain('  client:      claude-code');
    expect(text).toContain('token mg-d…[redacted]');
    expect(text).not.toContain(TOKEN);
  });

  it('names the rule behind the record and the document that states it', async () => {
    const root = await startFake();
    const report = await runDoctor({ baseUrl: root, token: TOKEN, model: MODEL, format: 'messages', clientName: 'claude-code', now });
    expect(renderDoctorReport(report)).toContain('Diagnosis record (SPEC §7 rule 3 in RULES.md; the token is redacted, safe to paste):');
  });
});
