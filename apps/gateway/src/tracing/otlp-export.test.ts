import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';
import { createOtelTracing } from './create-otel-tracing.js';

// The real exporter (BatchSpanProcessor + OTLP/HTTP JSON) against an in-process collector: what leaves the gateway
// is a valid OTLP export with the configured headers, resource and spans.

type OtlpAttribute = { key: string; value: { stringValue?: string; intValue?: number | string; boolValue?: boolean; arrayValue?: unknown } };
type OtlpSpan = { name: string; kind: number; traceId: string; spanId: string; parentSpanId?: string; attributes: OtlpAttribute[] };
type OtlpExport = { resourceSpans: { resource: { attributes: OtlpAttribute[] }; scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[] }[] };

let collector: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (collector ? collector.close(resolve) : resolve(undefined)));
  collector = undefined;
});

async function startCollector(status = 200): Promise<{ url: string; received: { path: string; headers: IncomingHttpHeaders; body: OtlpExport }[] }> {
  const received: { path: string; headers: IncomingHttpHeaders; body: OtlpExport }[] = [];
  collector = createServer((incoming, response) => {
    let text = '';
    incoming.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    incoming.on('end', () => {
      received.push({ path: incoming.url ?? '', headers: incoming.headers, body: JSON.parse(text) as OtlpExport });
      response.writeHead(status, { 'content-type': 'application/json' }).end(status === 200 ? '{}' : '{"code":3,"message":"rejected"}');
    });
  });
  await new Promise<void>((resolve) => collector?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(collector.address() as AddressInfo).port}/v1/traces`, received };
}

function attribute(attributes: OtlpAttribute[], key: string): unknown {
  const value = attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? value?.intValue ?? value?.boolValue;
}

describe('the OTLP/HTTP export', () => {
  it('posts the spans as OTLP JSON to the configured URL with the configured headers', async () => {
    const { url, received } = await startCollector();
    const tracing = createOtelTracing({ url, headers: { 'x-collector-key': 'collector-key-1' }, serviceName: 'modelgate-otlp-test', sampleRatio: 1 }, { serviceVersion: '9.9.9' });
    const gateway = await createTestGateway({ tracing });
    await request(gateway.app)
      .post('/v1/chat/completions')
      .set('authorization', `Bearer ${gateway.secret}`)
      .send({ model: 'demo-model', messages: [{ role: 'user', content: 'hi' }] })
      .expect(200);
    // The request span ends with the request's record (after settlement); shutdown flushes what the batch holds.
    await vi.waitFor(() => expect(gateway.logs.some((line) => line['msg'] === 'request')).toBe(true));
    await new Promise((resolve) => setImmediate(resolve));
    await tracing.shutdown();

    expect(received.length).toBeGreaterThan(0);
    expect(received[0]).toMatchObject({ path: '/v1/traces', headers: { 'content-type': 'application/json', 'x-collector-key': 'collector-key-1' } });
    const resourceSpans = received.flatMap((entry) => entry.body.resourceSpans);
    expect(attribute(resourceSpans[0]?.resource.attributes ?? [], 'service.name')).toBe('modelgate-otlp-test');
    expect(attribute(resourceSpans[0]?.resource.attributes ?? [], 'service.version')).toBe('9.9.9');
    const spans = resourceSpans.flatMap((entry) => entry.scopeSpans.flatMap((scope) => scope.spans));
    const served = spans.find((span) => span.name === 'chat demo-model' && span.parentSpanId === undefined);
    expect(served).toBeDefined();
    expect(attribute(served?.attributes ?? [], 'gen_ai.request.model')).toBe('demo-model');
    expect(Number(attribute(served?.attributes ?? [], 'gen_ai.usage.output_tokens'))).toBeGreaterThan(0);
    expect(spans.map((span) => span.name).sort()).toEqual(['chat demo-model', 'chat demo-model', 'modelgate admission', 'modelgate settlement']);
  });

  it('reports an export the collector refused, and the requests go on', async () => {
    const { url, received } = await startCollector(400);
    const errors: unknown[] = [];
    const tracing = createOtelTracing({ url, headers: {}, serviceName: 'modelgate-otlp-test', sampleRatio: 1 }, { serviceVersion: '9.9.9', onError: (error) => errors.push(error) });
    const gateway = await createTestGateway({ tracing });
    await request(gateway.app)
      .post('/v1/chat/completions')
      .set('authorization', `Bearer ${gateway.secret}`)
      .send({ model: 'demo-model', messages: [{ role: 'user', content: 'hi' }] })
      .expect(200);
    await vi.waitFor(() => expect(gateway.logs.some((line) => line['msg'] === 'request')).toBe(true));
    await new Promise((resolve) => setImmediate(resolve));
    await tracing.shutdown();
    expect(received.length).toBeGreaterThan(0);
    expect(errors.length).toBeGreaterThan(0);
  });
});
