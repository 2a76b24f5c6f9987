import { ROOT_CONTEXT, SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, SamplingDecision, TraceIdRatioBasedSampler } from '@opentelemetry/sdk-trace-base';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { startTracedChatGateway } from '../testing-fixtures/start-traced-chat-gateway.js';
import { createOtelTracing } from './create-otel-tracing.js';

// A request the sampler leaves out records no span at all (none for its steps or attempts either), and still passes
// its trace context upstream, flagged not sampled, so that the upstream leaves it out too.

const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function tracedGateway(sampleRatio: number): Promise<{ exporter: InMemorySpanExporter } & Awaited<ReturnType<typeof startTracedChatGateway>>> {
  const exporter = new InMemorySpanExporter();
  const tracing = createOtelTracing(
    { url: 'http://127.0.0.1:9/v1/traces', protocol: 'http/json', headers: {}, serviceName: 'modelgate-test', sampleRatio },
    { serviceVersion: 'test', spanProcessors: [new SimpleSpanProcessor(exporter)] },
  );
  closers.push(() => tracing.shutdown());
  return { exporter, ...(await startTracedChatGateway(tracing, closers)) };
}

describe('a request the sampler leaves out', () => {
  it('records no span and passes its trace upstream flagged not sampled', async () => {
    const { exporter, gateway, upstream } = await tracedGateway(0);
    await request(gateway.app)
      .post('/v1/chat/completions')
      .set('authorization', `Bearer ${gateway.secret}`)
      .send({ model: 'chat-x', stream: true, messages: [{ role: 'user', content: 'hi' }] })
      .expect(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(exporter.getFinishedSpans()).toEqual([]);
    expect(upstream.requests[0]?.headers['traceparent']).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
  });

  it('at a ratio between 0 and 1, traces exactly the requests whose trace id the ratio sampler lets in', async () => {
    const { exporter, gateway, upstream } = await tracedGateway(0.5);
    for (let index = 0; index < 16; index += 1) {
      await request(gateway.app)
        .post('/v1/chat/completions')
        .set('authorization', `Bearer ${gateway.secret}`)
        .send({ model: 'chat-x', messages: [{ role: 'user', content: 'hi' }] })
        .expect(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const sampler = new TraceIdRatioBasedSampler(0.5);
    const letIn = (traceId: string): boolean => sampler.shouldSample(ROOT_CONTEXT, traceId).decision !== SamplingDecision.NOT_RECORD;
    const sent = upstream.requests.map((received) => /^00-([0-9a-f]{32})-[0-9a-f]{16}-(0[01])$/.exec(String(received.headers['traceparent'])));
    expect(sent.every((match) => match !== null)).toBe(true);
    expect(sent).toHaveLength(16);
    const traced = sent.filter((match) => match?.[2] === '01').map((match) => match?.[1] ?? '');
    const leftOut = sent.filter((match) => match?.[2] === '00').map((match) => match?.[1] ?? '');
    expect(traced.every(letIn)).toBe(true);
    expect(leftOut.some(letIn)).toBe(false);
    const served = exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.SERVER);
    expect(served.map((span) => span.spanContext().traceId).sort()).toEqual([...traced].sort());
  });

  it.each([
    ['sampled', '01'],
    ['not sampled', '00'],
  ])('passes a client trace %s on upstream with its flag and its tracestate', async (_, flags) => {
    const { gateway, upstream } = await tracedGateway(0);
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    await request(gateway.app)
      .post('/v1/chat/completions')
      .set('authorization', `Bearer ${gateway.secret}`)
      .set('traceparent', `00-${traceId}-00f067aa0ba902b7-${flags}`)
      .set('tracestate', 'vendor=abc,other=1')
      .send({ model: 'chat-x', messages: [{ role: 'user', content: 'hi' }] })
      .expect(200);
    const headers = upstream.requests[0]?.headers;
    expect(headers?.['traceparent']).toMatch(new RegExp(`^00-${traceId}-(?!00f067aa0ba902b7)[0-9a-f]{16}-${flags}$`));
    expect(headers?.['tracestate']).toBe('vendor=abc,other=1');
  });

  it('is traced in full at a ratio of 1, passed-through stream included (its finish reason read from the stream)', async () => {
    const { exporter, gateway, upstream } = await tracedGateway(1);
    await request(gateway.app)
      .post('/v1/chat/completions')
      .set('authorization', `Bearer ${gateway.secret}`)
      .send({ model: 'chat-x', stream: true, messages: [{ role: 'user', content: 'hi' }] })
      .expect(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const spans = exporter.getFinishedSpans();
    expect(spans.map((span) => span.kind).sort()).toEqual([SpanKind.INTERNAL, SpanKind.SERVER, SpanKind.CLIENT, SpanKind.INTERNAL].sort());
    const served = spans.find((span) => span.kind === SpanKind.SERVER);
    expect(served?.attributes).toMatchObject({ 'gen_ai.response.model': 'chat-up-model', 'gen_ai.response.finish_reasons': ['end_turn'] });
    expect(upstream.requests[0]?.headers['traceparent']).toMatch(/-01$/);
  });
});
