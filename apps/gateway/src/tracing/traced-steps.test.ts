import { createMemoryStore, type Store } from '@modelgate/core';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';
import { createOtelTracing } from './create-otel-tracing.js';

// A traced request's step spans (admission, settlement) through the whole pipeline: their attributes when the steps
// succeed, and their error type and status when the store fails under them.

const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A memory store whose `reserve` or `settle` fails while its switch is on (the database gone). */
function failingStore(fail: { reserve: boolean; settle: boolean }): Store {
  const store = createMemoryStore();
  return new Proxy(store, {
    get(target, key, receiver) {
      if (key === 'reserve' && fail.reserve) return () => Promise.reject(Object.assign(new Error('database down'), { code: 'store_down' }));
      if (key === 'settle' && fail.settle) return () => Promise.reject(new TypeError('settle failed'));
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function tracedGateway(store: Store): Promise<{ gateway: Awaited<ReturnType<typeof createTestGateway>>; exporter: InMemorySpanExporter }> {
  const exporter = new InMemorySpanExporter();
  const tracing = createOtelTracing(
    { url: 'http://127.0.0.1:9/v1/traces', protocol: 'http/json', headers: {}, serviceName: 'modelgate-test', sampleRatio: 1 },
    { serviceVersion: 'test', spanProcessors: [new SimpleSpanProcessor(exporter)] },
  );
  closers.push(() => tracing.shutdown());
  return { gateway: await createTestGateway({ tracing, store }), exporter };
}

function steps(spans: ReadableSpan[]): { name: string; attributes: unknown; status: number; message: string | undefined; parent: string | undefined }[] {
  return spans
    .filter((span) => span.kind === SpanKind.INTERNAL)
    .map((span) => ({ name: span.name, attributes: { ...span.attributes }, status: span.status.code, message: span.status.message, parent: span.parentSpanContext?.spanId }));
}

const body = { model: 'demo-model', messages: [{ role: 'user', content: 'hi' }] };

describe('a traced request’s step spans', () => {
  it('record the admission and the settlement with their results', async () => {
    const { gateway, exporter } = await tracedGateway(createMemoryStore());
    await request(gateway.app).post('/v1/chat/completions').set('authorization', `Bearer ${gateway.secret}`).send(body).expect(200);
    await vi.waitFor(() => expect(exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.SERVER)).toHaveLength(1));
    const spans = exporter.getFinishedSpans();
    const served = spans.find((span) => span.kind === SpanKind.SERVER);
    const cost = served?.attributes['modelgate.cost'];
    expect(cost).toEqual(expect.any(Number));
    expect(steps(spans)).toEqual([
      { name: 'modelgate admission', attributes: { 'modelgate.admitted': true }, status: 0, message: undefined, parent: served?.spanContext().spanId },
      { name: 'modelgate settlement', attributes: { 'modelgate.outcome': 'ok', 'modelgate.cost': cost }, status: 0, message: undefined, parent: served?.spanContext().spanId },
    ]);
    // Each step's span lies within the request's.
    for (const step of spans.filter((span) => span.kind === SpanKind.INTERNAL)) {
      expect(step.endTime[0] * 1e9 + step.endTime[1]).toBeGreaterThanOrEqual(step.startTime[0] * 1e9 + step.startTime[1]);
      expect(step.startTime[0] * 1e9 + step.startTime[1]).toBeGreaterThanOrEqual((served?.startTime[0] ?? 0) * 1e9 + (served?.startTime[1] ?? 0));
    }
  });

  it('record an admission the store failed with its error type and an error status', async () => {
    const fail = { reserve: true, settle: false };
    const { gateway, exporter } = await tracedGateway(failingStore(fail));
    const response = await request(gateway.app).post('/v1/chat/completions').set('authorization', `Bearer ${gateway.secret}`).send(body);
    expect(response.status).toBeGreaterThanOrEqual(500);
    await vi.waitFor(() => expect(exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.SERVER)).toHaveLength(1));
    const spans = exporter.getFinishedSpans();
    expect(steps(spans)).toEqual([
      { name: 'modelgate admission', attributes: { 'error.type': 'store_down' }, status: 2, message: undefined, parent: spans.find((span) => span.kind === SpanKind.SERVER)?.spanContext().spanId },
    ]);
  });

  it('record a settlement the store failed with its error type and an error status, once for each try', async () => {
    const fail = { reserve: false, settle: true };
    const { gateway, exporter } = await tracedGateway(failingStore(fail));
    await request(gateway.app).post('/v1/chat/completions').set('authorization', `Bearer ${gateway.secret}`).send(body);
    await vi.waitFor(() => expect(exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.SERVER)).toHaveLength(1));
    const recorded = steps(exporter.getFinishedSpans());
    expect(recorded[0]).toMatchObject({ name: 'modelgate admission', attributes: { 'modelgate.admitted': true }, status: 0 });
    const settlements = recorded.slice(1);
    // Settled right after the answer's last write, and tried once more when the answer step is over.
    expect(settlements).toEqual([
      { name: 'modelgate settlement', attributes: { 'error.type': 'TypeError' }, status: 2, message: undefined, parent: recorded[0]?.parent },
      { name: 'modelgate settlement', attributes: { 'error.type': 'TypeError' }, status: 2, message: undefined, parent: recorded[0]?.parent },
    ]);
  });
});
