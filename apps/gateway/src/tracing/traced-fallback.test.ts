import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpProvider } from '../providers/http/create-http-provider.js';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';
import { startScriptedUpstream, type ScriptedUpstream } from '../testing-fixtures/start-scripted-upstream.js';
import { createOtelTracing } from './create-otel-tracing.js';

// Issue 18's done-when: a translated (chat client, Anthropic upstreams), failed-over, streamed request exports one
// trace with the GenAI attributes, two attempt spans, admission and settlement, under the client's traceparent; each
// upstream got its own attempt's traceparent.

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CLIENT_SPAN_ID = '00f067aa0ba902b7';
const SECRET_TEXT = 'purple-elephant-7781';

const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** An Anthropic upstream that is overloaded: 503 to every request, whose headers it keeps. */
async function startOverloadedUpstream(): Promise<{ baseUrl: string; headers: IncomingHttpHeaders[] }> {
  const headers: IncomingHttpHeaders[] = [];
  const server: Server = createServer((incoming, response) => {
    headers.push(incoming.headers);
    incoming.resume();
    incoming.on('end', () => response.writeHead(503, { 'content-type': 'application/json' }).end('{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, headers };
}

function anthropicProvider(name: string, baseUrl: string): ReturnType<typeof createHttpProvider> {
  const provider = createHttpProvider({
    name,
    format: 'anthropic-messages',
    baseUrl,
    apiKey: 'upstream-key-never-traced',
    headers: {},
    timeouts: { connectMs: 2000, firstByteMs: 5000, idleMs: 5000 },
    connections: 4,
  });
  closers.push(() => provider.close());
  return provider;
}

function kindOf(spans: ReadableSpan[], kind: SpanKind): ReadableSpan[] {
  return spans.filter((span) => span.kind === kind);
}

describe('a traced request', () => {
  it('exports the GenAI attributes and one span per attempt for a translated, failed-over stream', async () => {
    const down = await startOverloadedUpstream();
    const up: ScriptedUpstream = await startScriptedUpstream('anthropic-messages');
    closers.push(() => up.close());
    const exporter = new InMemorySpanExporter();
    const tracing = createOtelTracing(
      { url: 'http://127.0.0.1:9/v1/traces', protocol: 'http/json', headers: {}, serviceName: 'modelgate-test', sampleRatio: 1 },
      { serviceVersion: 'test', spanProcessors: [new SimpleSpanProcessor(exporter)] },
    );
    closers.push(() => tracing.shutdown());
    const gateway = await createTestGateway({
      models: [
        {
          id: 'claude-x',
          deployments: [
            { provider: anthropicProvider('down', down.baseUrl), upstreamModel: 'claude-a' },
            { provider: anthropicProvider('up', up.baseUrl), upstreamModel: 'claude-b', priority: 1 },
          ],
        },
      ],
      tracing,
    });

    const response = await request(gateway.app)
      .post('/v1/chat/completions')
      .set('authorization', `Bearer ${gateway.secret}`)
      .set('traceparent', `00-${TRACE_ID}-${CLIENT_SPAN_ID}-01`)
      .send({ model: 'claude-x', stream: true, stream_options: { include_usage: true }, messages: [{ role: 'user', content: `Say ${SECRET_TEXT}` }] });
    expect(response.status).toBe(200);
    expect(response.text).toContain('data: [DONE]');

    await vi.waitFor(() => expect(kindOf(exporter.getFinishedSpans(), SpanKind.SERVER)).toHaveLength(1));
    const spans = exporter.getFinishedSpans();
    const [served] = kindOf(spans, SpanKind.SERVER);
    if (served === undefined) throw new Error('no request span');
    expect(served.spanContext().traceId).toBe(TRACE_ID);
    expect(served.parentSpanContext?.spanId).toBe(CLIENT_SPAN_ID);
    expect(served.name).toBe('chat claude-x');
    expect(served.attributes).toMatchObject({
      'gen_ai.operation.name': 'chat',
      'gen_ai.provider.name': 'anthropic',
      'gen_ai.request.model': 'claude-x',
      'gen_ai.request.stream': true,
      'gen_ai.response.model': 'claude-b',
      'gen_ai.response.finish_reasons': ['end_turn'],
      'gen_ai.usage.input_tokens': expect.any(Number),
      'gen_ai.usage.output_tokens': expect.any(Number),
      'modelgate.request.id': response.headers['x-request-id'],
      'modelgate.deployment': 'up/claude-b',
      'modelgate.attempts': 2,
      'modelgate.outcome': 'ok',
      'http.response.status_code': 200,
    });
    expect(served.attributes['gen_ai.usage.output_tokens']).toBeGreaterThan(0);

    const attempts = kindOf(spans, SpanKind.CLIENT).sort((a, b) => (a.startTime[0] - b.startTime[0]) * 1e9 + a.startTime[1] - b.startTime[1]);
    expect(attempts.map((span) => [span.name, span.attributes['modelgate.deployment'], span.attributes['modelgate.outcome']])).toEqual([
      ['chat claude-a', 'down/claude-a', 'failed'],
      ['chat claude-b', 'up/claude-b', 'ok'],
    ]);
    expect(attempts[0]?.attributes).toMatchObject({ 'gen_ai.provider.name': 'anthropic', 'gen_ai.request.model': 'claude-a', 'http.response.status_code': 503, 'modelgate.reason': expect.any(String) });
    const steps = kindOf(spans, SpanKind.INTERNAL).map((span) => span.name);
    expect(steps).toEqual(expect.arrayContaining(['modelgate admission', 'modelgate settlement']));
    for (const child of [...attempts, ...kindOf(spans, SpanKind.INTERNAL)]) expect(child.parentSpanContext?.spanId).toBe(served.spanContext().spanId);

    // Each upstream saw its own attempt's span as the parent of whatever it traces.
    expect(down.headers[0]?.['traceparent']).toBe(`00-${TRACE_ID}-${attempts[0]?.spanContext().spanId}-01`);
    expect(up.requests[0]?.headers['traceparent']).toBe(`00-${TRACE_ID}-${attempts[1]?.spanContext().spanId}-01`);

    const exported = JSON.stringify(spans.map((span) => ({ name: span.name, attributes: span.attributes, events: span.events })));
    for (const secret of [SECRET_TEXT, gateway.secret, 'upstream-key-never-traced', 'You said']) expect(exported).not.toContain(secret);
  });

  it('starts a new trace when the client sends none, and honours a client that does not sample', async () => {
    const exporter = new InMemorySpanExporter();
    const tracing = createOtelTracing(
      { url: 'http://127.0.0.1:9/v1/traces', protocol: 'http/json', headers: {}, serviceName: 'modelgate-test', sampleRatio: 1 },
      { serviceVersion: 'test', spanProcessors: [new SimpleSpanProcessor(exporter)] },
    );
    closers.push(() => tracing.shutdown());
    const gateway = await createTestGateway({ tracing });
    const body = { model: 'demo-model', max_tokens: 32, messages: [{ role: 'user', content: 'hi' }] };
    await request(gateway.app).post('/v1/messages').set('authorization', `Bearer ${gateway.secret}`).send(body).expect(200);
    await vi.waitFor(() => expect(kindOf(exporter.getFinishedSpans(), SpanKind.SERVER)).toHaveLength(1));
    const [served] = kindOf(exporter.getFinishedSpans(), SpanKind.SERVER);
    expect(served?.parentSpanContext).toBeUndefined();
    expect(served?.attributes).toMatchObject({ 'gen_ai.request.model': 'demo-model', 'gen_ai.response.finish_reasons': ['end_turn'], 'http.response.status_code': 200 });

    exporter.reset();
    await request(gateway.app)
      .post('/v1/messages')
      .set('authorization', `Bearer ${gateway.secret}`)
      .set('traceparent', `00-${TRACE_ID}-${CLIENT_SPAN_ID}-00`)
      .send(body)
      .expect(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('marks a request that failed with its error code', async () => {
    const exporter = new InMemorySpanExporter();
    const tracing = createOtelTracing(
      { url: 'http://127.0.0.1:9/v1/traces', protocol: 'http/json', headers: {}, serviceName: 'modelgate-test', sampleRatio: 1 },
      { serviceVersion: 'test', spanProcessors: [new SimpleSpanProcessor(exporter)] },
    );
    closers.push(() => tracing.shutdown());
    const gateway = await createTestGateway({ tracing });
    await request(gateway.app)
      .post('/v1/chat/completions')
      .set('authorization', `Bearer ${gateway.secret}`)
      .send({ model: 'no-such-model', messages: [{ role: 'user', content: 'hi' }] })
      .expect(404);
    await vi.waitFor(() => expect(kindOf(exporter.getFinishedSpans(), SpanKind.SERVER)).toHaveLength(1));
    const [served] = kindOf(exporter.getFinishedSpans(), SpanKind.SERVER);
    expect(served?.attributes).toMatchObject({ 'http.response.status_code': 404, 'error.type': expect.any(String), 'gen_ai.request.model': 'no-such-model' });
    expect(served?.status.code).toBe(2);
  });
});
