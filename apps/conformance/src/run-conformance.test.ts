import { afterEach, describe, expect, it } from 'vitest';
import { runConformance, type RunConformanceOptions } from './run-conformance.js';
import { createFakeGateway, type FakeGateway, type FakeGatewayFaults } from './testing-fixtures/create-fake-gateway.js';
import type { CaseOutcome, ConformanceReport } from './types.js';

const TOKEN = 'mg-test-0123456789abcdef';
const LIMITED = 'mg-limited-0123456789abcdef';
const MODELS = ['Acme/chat-Model-1', 'other-model'];

let fake: FakeGateway | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function runAgainst(faults: FakeGatewayFaults = {}, secondToken?: string, extra: Partial<RunConformanceOptions> = {}): Promise<ConformanceReport> {
  fake = await createFakeGateway({ token: TOKEN, limitedToken: LIMITED, models: MODELS, faults });
  return runConformance({ baseUrl: fake.baseUrl, token: TOKEN, ...(secondToken === undefined ? {} : { secondToken }), ...extra });
}

function idsWith(report: ConformanceReport, outcome: CaseOutcome): string[] {
  return report.results.filter((result) => result.outcome === outcome).map((result) => result.id);
}

function failedIds(report: ConformanceReport): string[] {
  return report.results.filter((result) => result.outcome === 'fail').map((result) => result.id);
}

describe('runConformance against a correct fake', () => {
  it('passes every case and skips the limits without a second token', async () => {
    const report = await runAgainst();
    expect(failedIds(report)).toEqual([]);
    expect(report.model).toBe('Acme/chat-Model-1');
    expect(report.sections.limits).toEqual({ pass: 0, fail: 0, warn: 0, skipped: 3, 'not-applicable': 0 });
    expect(report.totals.pass).toBe(report.results.length - 3);
    expect(report.profile).toMatchObject({ formats: ['chat', 'responses', 'messages'], models: true, auth: 'bearer', level: 'client' });
    expect(report.results.find((result) => result.outcome === 'skipped')?.reason).toContain('--second-token');
  });

  it('passes the limits section with a limited second token', async () => {
    const report = await runAgainst({}, LIMITED);
    expect(report.sections.limits).toEqual({ pass: 3, fail: 0, warn: 0, skipped: 0, 'not-applicable': 0 });
    expect(report.totals.fail).toBe(0);
  });
});

describe('runConformance advisories', () => {
  it('warns, without failing, when retry hints are missing', async () => {
    const report = await runAgainst({ noRetryHints: true }, LIMITED);
    expect(failedIds(report)).toEqual([]);
    const warned = report.results.filter((result) => result.warnings !== undefined);
    expect(report.warningCount).toBe(warned.length);
    expect(warned.every((result) => result.outcome === 'warn')).toBe(true);
    expect(warned.find((result) => result.id === 'authentication/wrong-token-messages')?.warnings).toEqual([
      'advisory: retry-hints: no "x-should-retry: false" on a 401: Claude Code will retry it 10 times',
    ]);
    // Claude Code never calls /v1/chat/completions: no Claude Code advice there.
    expect(warned.find((result) => result.id === 'authentication/wrong-token-chat')).toBeUndefined();
    expect(warned.find((result) => result.id === 'limits/second-token-chat')?.warnings).toEqual([
      'advisory: retry-hints: no retry-after (seconds) on a 429: clients fall back to blind backoff',
    ]);
  });

  it('gives no warning when the hints are there', async () => {
    const report = await runAgainst({}, LIMITED);
    expect(report.warningCount).toBe(0);
  });
});

describe('runConformance without a usable model list', () => {
  it('skips the cases that need a model, and calls their negative twins not applicable', async () => {
    fake = await createFakeGateway({ token: TOKEN, models: MODELS });
    const report = await runConformance({ baseUrl: fake.baseUrl, token: 'mg-test-wrong-0000000000', only: 'endpoints/minimal-chat,authentication/missing-header-chat' });
    expect(report.model).toBeNull();
    expect(report.results.map((result) => [result.id, result.outcome, result.reason])).toEqual([
      ['endpoints/minimal-chat', 'skipped', 'no model to test and --model was not set (GET /v1/models answered 401 with no model IDs)'],
      ['endpoints/minimal-chat-stream', 'skipped', 'no model to test and --model was not set (GET /v1/models answered 401 with no model IDs)'],
      [
        'authentication/missing-header-chat',
        'not-applicable',
        'not applicable: endpoint unavailable (its positive twin endpoints/minimal-chat skipped: no model to test and --model was not set (GET /v1/models answered 401 with no model IDs))',
      ],
    ]);
  });
});

describe('runConformance against a broken fake', () => {
  it('reports exactly the wrong-token cases when a wrong token is accepted', async () => {
    const report = await runAgainst({ acceptWrongToken: true });
    expect(failedIds(report)).toEqual([
      'authentication/wrong-token-models',
      'authentication/wrong-token-chat',
      'authentication/wrong-token-responses',
      'authentication/wrong-token-messages',
    ]);
    const failure = report.results.find((result) => result.id === 'authentication/wrong-token-chat');
    expect(failure?.findings).toEqual(['status: status 200, expected 401']);
    expect(failure?.request?.headers.authorization).toBe('Bearer mg-t…[redacted]');
    expect(failure?.responseExcerpt).toContain('HTTP 200');
  });

  it('reports exactly the streamed messages cases when message_stop is dropped', async () => {
    const report = await runAgainst({ dropMessageStop: true });
    expect(failedIds(report)).toEqual([
      'endpoints/minimal-messages-stream',
      'endpoints/rich-messages-stream',
      'endpoints/stream-usage-messages',
      'endpoints/claude-code-shaped-messages',
    ]);
    expect(report.results.find((result) => result.id === 'endpoints/minimal-messages-stream')?.findings).toEqual([
      'stream-terminal: the stream ends with "message_delta", not message_stop',
    ]);
  });

  it('reports a stream that hangs instead of ending, with the part that arrived', async () => {
    fake = await createFakeGateway({ token: TOKEN, models: MODELS, faults: { hangMessagesStream: true } });
    const report = await runConformance({ baseUrl: fake.baseUrl, token: TOKEN, timeoutMs: 300, only: 'endpoints/minimal-messages-stream' });
    expect(report.results[0]?.findings).toEqual([
      'body: the body did not end before the time limit',
      'stream-terminal: the stream ends with "content_block_stop", not message_stop',
    ]);
    expect(report.results[0]?.responseExcerpt).toContain('event: content_block_stop');
  });

  it('reports exactly the /v1/messages error cases when they use the OpenAI envelope', async () => {
    const report = await runAgainst({ openAiEnvelopeOnMessages: true });
    const failed = failedIds(report);
    expect(failed).toEqual([
      'models/case-changed-id-messages',
      'models/suffixed-id-messages',
      'authentication/missing-header-messages',
      'authentication/bare-token-messages',
      'authentication/wrong-scheme-messages',
      'authentication/wrong-token-messages',
      'authentication/token-in-url-messages',
      'authentication/token-in-body-messages',
      'errors/invalid-json-messages',
      'errors/missing-model-messages',
      'errors/missing-messages-messages',
      'errors/unknown-model-messages',
      'errors/unknown-model-messages-stream',
    ]);
    for (const result of report.results.filter((entry) => entry.outcome === 'fail')) {
      // The envelope is reported by error-envelope alone, not again by the schema, as a client need in a SPEC case.
      expect(result.findings.every((finding) => /^(client: )?error-envelope: /.test(finding))).toBe(true);
      expect(result.findings[0]).toMatch(/^(client: )?error-envelope: error body lacks "type":"error" \(Anthropic envelope expected\)/);
    }
  });
});

describe('runConformance verdicts that are fair', () => {
  it('calls the negative cases of a dead endpoint not applicable, and fails only its positive cases', async () => {
    fake = await createFakeGateway({ token: TOKEN, models: MODELS, serves: ['models', 'responses', 'messages'] });
    const report = await runConformance({ baseUrl: fake.baseUrl, token: TOKEN, formats: ['chat', 'responses', 'messages'] });
    const chatFailures = failedIds(report);
    expect(chatFailures.length).toBeGreaterThan(0);
    expect(chatFailures.every((id) => /chat/.test(id) && /^(endpoints|addresses\/query)/.test(id))).toBe(true);
    for (const id of ['errors/invalid-json-chat', 'errors/unknown-model-chat', 'authentication/wrong-token-chat', 'addresses/doubled-v1-chat']) {
      const result = report.results.find((entry) => entry.id === id);
      expect(result?.outcome).toBe('not-applicable');
      expect(result?.reason).toBe('not applicable: endpoint unavailable (its positive twin endpoints/minimal-chat failed with HTTP 404)');
    }
  });

  it('detects a format that is not served and judges nothing of it', async () => {
    fake = await createFakeGateway({ token: TOKEN, models: MODELS, serves: ['models', 'messages'] });
    const report = await runConformance({ baseUrl: fake.baseUrl, token: TOKEN });
    expect(failedIds(report)).toEqual([]);
    expect(report.profile.formats).toEqual(['messages']);
    expect(report.profile.notes[0]).toBe('formats: chat not served (404), responses not served (404), messages served (detected from each format\'s minimal request)');
    expect(report.results.find((entry) => entry.id === 'endpoints/rich-responses')?.reason).toBe(
      'not applicable: the target does not serve POST /v1/responses (its minimal request was answered 404); declare it with --formats to judge it',
    );
  });

  it('finds no failure on a messages-only server without authentication or a model list', async () => {
    fake = await createFakeGateway({ token: TOKEN, models: MODELS, serves: ['messages'], auth: 'none' });
    const report = await runConformance({ baseUrl: fake.baseUrl, model: MODELS[0] });
    expect(failedIds(report)).toEqual([]);
    expect(report.profile).toMatchObject({ formats: ['messages'], models: false, auth: 'none' });
    expect(idsWith(report, 'pass')).toContain('endpoints/claude-code-shaped-messages');
    expect(idsWith(report, 'pass')).toContain('errors/invalid-json-messages');
    expect(report.results.find((entry) => entry.id === 'models/list')?.reason).toBe('not applicable: the target does not serve GET /v1/models');
    expect(report.results.find((entry) => entry.id === 'authentication/wrong-token-messages')?.reason).toBe(
      'not applicable: the target declares no authentication (no --token)',
    );
  });

  it('judges an x-api-key target with its own header, and the Bearer-only forms not at all', async () => {
    fake = await createFakeGateway({ token: TOKEN, models: MODELS, auth: 'x-api-key' });
    const report = await runConformance({ baseUrl: fake.baseUrl, token: TOKEN, auth: 'x-api-key' });
    expect(failedIds(report)).toEqual([]);
    expect(idsWith(report, 'pass')).toContain('authentication/wrong-token-messages');
    expect(report.results.find((entry) => entry.id === 'authentication/bare-token-chat')?.reason).toBe(
      'not applicable: the target authenticates with x-api-key, not a Bearer header',
    );
  });

  it('still finds a wrong token accepted in the x-api-key style', async () => {
    fake = await createFakeGateway({ token: TOKEN, models: MODELS, auth: 'x-api-key', faults: { acceptWrongToken: true } });
    const report = await runConformance({ baseUrl: fake.baseUrl, token: TOKEN, auth: 'x-api-key', only: 'authentication' });
    expect(failedIds(report)).toEqual([
      'authentication/wrong-token-models',
      'authentication/wrong-token-chat',
      'authentication/wrong-token-responses',
      'authentication/wrong-token-messages',
    ]);
  });

  it('fails at --level spec only on SPEC findings: a wrong envelope is then a warning', async () => {
    const report = await runAgainst({ openAiEnvelopeOnMessages: true }, undefined, { level: 'spec', only: 'authentication/wrong-token-messages' });
    const result = report.results[0];
    expect(result?.outcome).toBe('warn');
    expect(result?.warnings?.[0]).toMatch(/^client: error-envelope: /);
  });

  it('runs only the SPEC cases at --level spec', async () => {
    const report = await runAgainst({}, undefined, { level: 'spec', only: 'endpoints,addresses' });
    expect(report.results.every((result) => result.level === 'spec')).toBe(true);
    expect(report.results.map((result) => result.id)).toContain('endpoints/minimal-chat');
    expect(report.results.map((result) => result.id)).not.toContain('endpoints/minimal-chat-stream');
    expect(report.profile.level).toBe('spec');
  });

  it('runs the advisory cases only at --level advisory, and fails on them there', async () => {
    const byDefault = await runAgainst({ noRetryHints: true }, undefined, { only: 'addresses' });
    expect(byDefault.results.map((result) => result.id)).not.toContain('addresses/missing-v1-chat');
    await fake?.close();
    const strict = await runAgainst({ noRetryHints: true }, undefined, { level: 'advisory', only: 'addresses,authentication/wrong-token-messages' });
    expect(strict.results.map((result) => result.id)).toContain('addresses/missing-v1-chat');
    expect(failedIds(strict)).toEqual(['authentication/wrong-token-messages']);
  });

  it('sends the --header headers with every request', async () => {
    const seen: string[] = [];
    fake = await createFakeGateway({ token: TOKEN, models: MODELS });
    const report = await runConformance({
      baseUrl: fake.baseUrl,
      token: TOKEN,
      headers: { 'x-portkey-provider': 'openai' },
      only: 'endpoints/minimal-chat',
      fetch: (url, init) => {
        seen.push(String(new Headers(init.headers).get('x-portkey-provider')));
        return fetch(url, init);
      },
    });
    expect(report.totals.pass).toBe(2);
    expect(seen).toEqual(['openai', 'openai', 'openai']);
  });
});
