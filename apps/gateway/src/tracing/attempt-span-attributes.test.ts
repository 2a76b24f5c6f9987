import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import type { UpstreamAttemptRecord } from '../http/diagnostic-record.js';
import { createOtelTracing } from './create-otel-tracing.js';

// The attempt span's `http.response.status_code`: the answer's status, then the attempt record's when it differs; the
// span's attributes (their order included, which the exported bytes follow) as if both had been set.

async function attemptAttributes(answered: number | undefined, record: UpstreamAttemptRecord): Promise<[string, unknown][]> {
  const exporter = new InMemorySpanExporter();
  const tracing = createOtelTracing({ url: 'http://127.0.0.1:9/v1/traces', protocol: 'http/protobuf', headers: {}, serviceName: 'modelgate-test', sampleRatio: 1 }, { serviceVersion: '1', spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const trace = tracing.startRequest({ headers: {}, endpoint: '/v1/chat/completions', requestId: 'req_1' });
  const attempt = trace.startAttempt({ deployment: 'openai/gpt-x', provider: 'openai', providerSystem: 'openai', upstreamModel: 'gpt-x-2026' });
  if (answered !== undefined) attempt.answered(answered);
  attempt.end(record);
  // Read before the shutdown: the in-memory exporter forgets its spans when it shuts down.
  const attributes = exporter.getFinishedSpans().find((span) => span.name === 'chat gpt-x-2026')?.attributes ?? {};
  await tracing.shutdown();
  return Object.entries(attributes);
}

const BEFORE_STATUS: [string, unknown][] = [
  ['gen_ai.operation.name', 'chat'],
  ['gen_ai.provider.name', 'openai'],
  ['gen_ai.request.model', 'gpt-x-2026'],
  ['modelgate.deployment', 'openai/gpt-x'],
  ['modelgate.provider', 'openai'],
];

describe('the attempt span', () => {
  it('keeps the answer\'s status when the attempt record has the same', async () => {
    expect(await attemptAttributes(200, { deployment: 'openai/gpt-x', outcome: 'ok', upstreamStatus: 200, ms: 5 })).toEqual([...BEFORE_STATUS, ['http.response.status_code', 200], ['modelgate.outcome', 'ok']]);
  });

  it('takes the attempt record\'s status when it differs from the answer\'s, in the answer\'s place', async () => {
    expect(await attemptAttributes(200, { deployment: 'openai/gpt-x', outcome: 'failed', upstreamStatus: 502, reason: 'upstream_status', ms: 5 })).toEqual([
      ...BEFORE_STATUS,
      ['http.response.status_code', 502],
      ['modelgate.outcome', 'failed'],
      ['modelgate.reason', 'upstream_status'],
      ['error.type', 'upstream_status'],
    ]);
  });

  it('takes the attempt record\'s status when there was no answer', async () => {
    expect(await attemptAttributes(undefined, { deployment: 'openai/gpt-x', outcome: 'failed', upstreamStatus: 503, reason: 'connection_error', ms: 5 })).toEqual([
      ...BEFORE_STATUS,
      ['modelgate.outcome', 'failed'],
      ['http.response.status_code', 503],
      ['modelgate.reason', 'connection_error'],
      ['error.type', 'connection_error'],
    ]);
  });
});
