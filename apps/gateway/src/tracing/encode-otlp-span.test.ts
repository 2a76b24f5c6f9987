import { context, SpanKind, SpanStatusCode, trace, TraceFlags, type Attributes } from '@opentelemetry/api';
import { TraceState } from '@opentelemetry/core';
import { ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { decodeOtlpTraceProtobuf } from '../testing-fixtures/decode-otlp-trace-protobuf.js';
import { EncodingBatchSpanProcessor, type EncodedSpanBatch } from './encoding-batch-span-processor.js';
import { ProtobufWriter } from './protobuf-writer.js';

// The span encoder writes what the SDK's own protobuf serializer (@opentelemetry/otlp-transformer) writes for the
// same spans, byte for byte: every field, every default it writes out, every length widened past one byte.

const ATTRIBUTES: Attributes = {
  'gen_ai.operation.name': 'chat',
  'gen_ai.usage.input_tokens': 30,
  'modelgate.cost': 12.5,
  'modelgate.usage.estimated': false,
  'gen_ai.response.finish_reasons': ['end_turn', 'length'],
  'a.negative': -7,
  'a.large': 2 ** 40 + 3,
  'a.zero': 0,
  'a.non_ascii': 'Zürich — 東京 🚀',
  'a.long': 'x'.repeat(300),
  'a.very_long': 'y'.repeat(20_000),
  'a.mixed_array': [1, 2.5, -3],
  'a.bools': [true, false],
};

function recordSpans(): ReadableSpan[] {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'modelgate-test', 'service.version': '1.2.3' }),
    spanProcessors: [new SimpleSpanProcessor(exporter)],
  });
  const tracer = provider.getTracer('modelgate', '0.0.1');
  const root = tracer.startSpan('chat demo-model', { kind: SpanKind.SERVER });
  root.setAttributes(ATTRIBUTES);
  root.addEvent('an event', { 'event.key': 'value', 'event.count': 3 }, [1_700_000_000, 123_456_789]);
  root.addEvent('an event without attributes');
  root.setStatus({ code: SpanStatusCode.ERROR, message: 'upstream_unavailable' });
  const parent = trace.setSpan(context.active(), root);
  const child = tracer.startSpan('modelgate admission', { kind: SpanKind.INTERNAL }, parent);
  child.setAttribute('modelgate.admitted', true);
  child.end();
  // A child of a client's remote context with a tracestate, with a link.
  const remote = trace.setSpanContext(context.active(), {
    traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
    spanId: '00f067aa0ba902b7',
    traceFlags: TraceFlags.SAMPLED,
    isRemote: true,
    traceState: new TraceState('vendor=abc,other=1'),
  });
  const fromClient = tracer.startSpan('chat claude-x', {
    kind: SpanKind.CLIENT,
    links: [{ context: { traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceFlags: TraceFlags.NONE }, attributes: { 'link.key': 'v' } }],
  }, remote);
  fromClient.end();
  root.end();
  return exporter.getFinishedSpans();
}

function encodeWithProcessor(spans: ReadableSpan[]): EncodedSpanBatch[] {
  const batches: EncodedSpanBatch[] = [];
  const processor = new EncodingBatchSpanProcessor({
    export: (batch, done) => {
      batches.push(batch);
      done({ code: 0 });
    },
    forceFlush: async () => {},
    shutdown: async () => {},
  });
  for (const span of spans) processor.onEnd(span);
  void processor.forceFlush();
  return batches;
}

describe('the OTLP/protobuf span encoder', () => {
  it('writes a batch byte for byte as the SDK serializer does', () => {
    const spans = recordSpans();
    expect(spans).toHaveLength(3);
    const batches = encodeWithProcessor(spans);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.spans).toBe(3);
    expect(Buffer.from(batches[0]?.body ?? []).equals(Buffer.from(ProtobufTraceSerializer.serializeRequest(spans) ?? []))).toBe(true);
  });

  it('writes batches a test collector decodes: resource, scope and each span', () => {
    const spans = recordSpans();
    const decoded = decodeOtlpTraceProtobuf(Buffer.from(encodeWithProcessor(spans)[0]?.body ?? []));
    const resourceSpans = decoded.resourceSpans[0];
    expect(resourceSpans?.resource.attributes.map((entry) => entry.key)).toEqual(['service.name', 'service.version']);
    expect(resourceSpans?.scopeSpans[0]?.scope.name).toBe('modelgate');
    expect(resourceSpans?.scopeSpans[0]?.spans.map((span) => span.name)).toEqual(['modelgate admission', 'chat claude-x', 'chat demo-model']);
  });

  it('writes one span per ended span, so a batch of many is the serializer\'s batch of them', () => {
    const spans = Array.from({ length: 40 }, () => recordSpans()).flat();
    // Each call made its own provider (resource and scope): a batch per resource, as the serializer groups them.
    const batches = encodeWithProcessor(spans);
    expect(batches).toHaveLength(40);
    for (let index = 0; index < 40; index += 1) {
      const expected = ProtobufTraceSerializer.serializeRequest(spans.slice(index * 3, index * 3 + 3)) ?? [];
      expect(Buffer.from(batches[index]?.body ?? []).equals(Buffer.from(expected))).toBe(true);
    }
  });

  it('writes nanosecond times exactly past 2^53 (fixed64 from [seconds, nanoseconds])', () => {
    for (const [seconds, nanoseconds] of [[0, 0], [1, 1], [1_764_000_000, 999_999_999], [4_294_967_295, 123], [18_000_000_000, 5]] as const) {
      const writer = new ProtobufWriter(8);
      writer.hrTime([seconds, nanoseconds]);
      expect(writer.buffer.readBigUInt64LE(0)).toBe(BigInt(seconds) * 1_000_000_000n + BigInt(nanoseconds));
    }
  });
});
