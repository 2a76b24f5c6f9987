import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';
import { decodeOtlpTraceProtobuf, type OtlpAttribute, type OtlpExport } from '../testing-fixtures/decode-otlp-trace-protobuf.js';
import { createOtelTracing } from './create-otel-tracing.js';

// The real exporter (BatchSpanProcessor + OTLP/HTTP, JSON or protobuf bodies) against an in-process collector that
// decodes either by its content type: what leaves the gateway is a valid OTLP export with the configured headers,
// resource and spans.

let collector: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (collector ? collector.close(resolve) : resolve(undefined)));
  collector = undefined;
});

async function startCollector(status = 200): Promise<{ url: string; received: { path: string; headers: IncomingHttpHeaders; body: OtlpExport }[] }> {
  const received: { path: string; headers: IncomingHttpHeaders; body: OtlpExport }[] = [];
  collector = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const bytes = Buffer.concat(chunks);
      const protobuf = incoming.headers['content-type'] === 'application/x-protobuf';
      received.push({ path: incoming.url ?? '', headers: incoming.headers, body: protobuf ? decodeOtlpTraceProtobuf(bytes) : (JSON.parse(bytes.toString('utf8')) as OtlpExport) });
      // An empty ExportTraceServiceResponse either way; a refusal's body is a google.rpc.Status (here: none).
      response.writeHead(status, { 'content-type': incoming.headers['content-type'] ?? 'application/json' }).end(protobuf ? '' : status === 200 ? '{}' : '{"code":3,"message":"rejected"}');
    });
  });
  await new Promise<void>((resolve) => collector?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(collector.address() as AddressInfo).port}/v1/traces`, received };
}

function attribute(attributes: OtlpAttribute[], key: string): unknown {
  const value = attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? value?.intValue ?? value?.boolValue ?? value?.arrayValue?.values.map((entry) => entry.stringValue);
}

describe.each([
  ['http/json', 'application/json'],
  ['http/protobuf', 'application/x-protobuf'],
] as const)('the OTLP/HTTP export, %s', (protocol, contentType) => {
  it(`posts the spans as ${contentType} to the configured URL with the configured headers`, async () => {
    const { url, received } = await startCollector();
    const tracing = createOtelTracing({ url, protocol, headers: { 'x-collector-key': 'collector-key-1' }, serviceName: 'modelgate-otlp-test', sampleRatio: 1 }, { serviceVersion: '9.9.9' });
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
    expect(received[0]).toMatchObject({ path: '/v1/traces', headers: { 'content-type': contentType, 'x-collector-key': 'collector-key-1' } });
    const resourceSpans = received.flatMap((entry) => entry.body.resourceSpans);
    expect(attribute(resourceSpans[0]?.resource.attributes ?? [], 'service.name')).toBe('modelgate-otlp-test');
    expect(attribute(resourceSpans[0]?.resource.attributes ?? [], 'service.version')).toBe('9.9.9');
    const spans = resourceSpans.flatMap((entry) => entry.scopeSpans.flatMap((scope) => scope.spans));
    const served = spans.find((span) => span.name === 'chat demo-model' && span.parentSpanId === undefined);
    expect(served).toBeDefined();
    expect(attribute(served?.attributes ?? [], 'gen_ai.request.model')).toBe('demo-model');
    expect(Number(attribute(served?.attributes ?? [], 'gen_ai.usage.output_tokens'))).toBeGreaterThan(0);
    expect(attribute(served?.attributes ?? [], 'gen_ai.response.finish_reasons')).toEqual(['end_turn']);
    expect(attribute(served?.attributes ?? [], 'modelgate.outcome')).toBe('ok');
    expect(served?.kind).toBe(2); // SERVER
    const attempt = spans.find((span) => span.name === 'chat demo-model' && span.parentSpanId === served?.spanId && span.kind === 3); // CLIENT
    expect(attempt?.traceId).toBe(served?.traceId);
    expect(attribute(attempt?.attributes ?? [], 'http.response.status_code')).toBe(200);
    expect(spans.map((span) => span.name).sort()).toEqual(['chat demo-model', 'chat demo-model', 'modelgate admission', 'modelgate settlement']);
  });

  it('reports an export the collector refused, and the requests go on', async () => {
    const { url, received } = await startCollector(400);
    const errors: unknown[] = [];
    const tracing = createOtelTracing({ url, protocol, headers: {}, serviceName: 'modelgate-otlp-test', sampleRatio: 1 }, { serviceVersion: '9.9.9', onError: (error) => errors.push(error) });
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
