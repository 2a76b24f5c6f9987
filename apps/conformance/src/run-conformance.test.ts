import { afterEach, describe, expect, it } from 'vitest';
import { runConformance } from './run-conformance.js';
import { createFakeGateway, type FakeGateway, type FakeGatewayFaults } from './testing-fixtures/create-fake-gateway.js';
import type { ConformanceReport } from './types.js';

const TOKEN = 'mg-test-0123456789abcdef';
const LIMITED = 'mg-limited-0123456789abcdef';
const MODELS = ['Acme/chat-Model-1', 'other-model'];

let fake: FakeGateway | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function runAgainst(faults: FakeGatewayFaults = {}, secondToken?: string): Promise<ConformanceReport> {
  fake = await createFakeGateway({ token: TOKEN, limitedToken: LIMITED, models: MODELS, faults });
  return runConformance({ baseUrl: fake.baseUrl, token: TOKEN, ...(secondToken === undefined ? {} : { secondToken }) });
}

function failedIds(report: ConformanceReport): string[] {
  return report.results.filter((result) => result.outcome === 'fail').map((result) => result.id);
}

describe('runConformance against a correct fake', () => {
  it('passes every case and skips the limits without a second token', async () => {
    const report = await runAgainst();
    expect(failedIds(report)).toEqual([]);
    expect(report.model).toBe('Acme/chat-Model-1');
    expect(report.sections.limits).toEqual({ pass: 0, fail: 0, skipped: 3 });
    expect(report.totals.pass).toBe(report.results.length - 3);
    expect(report.results.find((result) => result.outcome === 'skipped')?.reason).toContain('--second-token');
  });

  it('passes the limits section with a limited second token', async () => {
    const report = await runAgainst({}, LIMITED);
    expect(report.sections.limits).toEqual({ pass: 3, fail: 0, skipped: 0 });
    expect(report.totals.fail).toBe(0);
  });
});

describe('runConformance advisories', () => {
  it('warns, without failing, when retry hints are missing', async () => {
    const report = await runAgainst({ noRetryHints: true }, LIMITED);
    expect(failedIds(report)).toEqual([]);
    const warned = report.results.filter((result) => result.warnings !== undefined);
    expect(report.warningCount).toBe(warned.length);
    expect(warned.find((result) => result.id === 'authentication/wrong-token-chat')?.warnings).toEqual([
      'retry-hints: no "x-should-retry: false" on a 401: Claude Code will retry it 10 times',
    ]);
    expect(warned.find((result) => result.id === 'limits/second-token-chat')?.warnings).toEqual([
      'retry-hints: no retry-after (seconds) on a 429: clients fall back to blind backoff',
    ]);
  });

  it('gives no warning when the hints are there', async () => {
    const report = await runAgainst({}, LIMITED);
    expect(report.warningCount).toBe(0);
  });
});

describe('runConformance without a usable model list', () => {
  it('skips the cases that need a model and says why', async () => {
    fake = await createFakeGateway({ token: TOKEN, models: MODELS });
    const report = await runConformance({ baseUrl: fake.baseUrl, token: 'mg-test-wrong-0000000000', only: 'endpoints/minimal-chat,authentication/missing-header-chat' });
    expect(report.model).toBeNull();
    expect(report.results.map((result) => [result.id, result.outcome, result.reason])).toEqual([
      ['endpoints/minimal-chat', 'skipped', 'no model to test and --model was not set (GET /v1/models answered 401 with no model IDs)'],
      ['endpoints/minimal-chat-stream', 'skipped', 'no model to test and --model was not set (GET /v1/models answered 401 with no model IDs)'],
      ['authentication/missing-header-chat', 'pass', undefined],
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
      'errors/chat-body-on-messages',
      'errors/unknown-model-messages',
      'errors/unknown-model-messages-stream',
    ]);
    for (const result of report.results.filter((entry) => entry.outcome === 'fail')) {
      expect(result.findings.every((finding) => /^(schema|error-envelope): /.test(finding))).toBe(true);
      expect(result.findings.some((finding) => finding.startsWith('error-envelope: '))).toBe(true);
    }
  });
});
