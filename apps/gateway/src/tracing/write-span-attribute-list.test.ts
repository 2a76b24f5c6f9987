import { context, SpanKind, TraceFlags, type AttributeValue } from '@opentelemetry/api';
import { ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { EncodingBatchSpanProcessor, type EncodedSpanBatch } from './encoding-batch-span-processor.js';
import { GatewaySpan } from './gateway-span.js';
import { newSpanContext } from './gateway-span-context.js';

// A span's attributes equal to those of the last span of its kind and name are copied from that span's kept bytes
// (write-span-attribute-list.ts): every span, whatever was kept before it, must still be what the SDK's own protobuf
// serializer writes for it, byte for byte.

const exporter = new InMemorySpanExporter();
const recorder = {
  resource: resourceFromAttributes({ 'service.name': 'modelgate-kept', 'service.version': '1.0.0' }),
  instrumentationScope: { name: 'modelgate', version: '1.0.0' },
  spanProcessors: [new SimpleSpanProcessor(exporter)],
};

type AttributeList = readonly (readonly [string, AttributeValue])[];

function record(name: string, kind: SpanKind, attributes: AttributeList): ReadableSpan {
  const span = new GatewaySpan(recorder, newSpanContext('4bf92f3577b34da6a3ce929d0e0e4736', TraceFlags.SAMPLED, undefined), name, kind, undefined, 0, context.active());
  for (const [key, value] of attributes) span.setAttribute(key, value);
  span.end();
  return span;
}

/** Each span encoded alone, in order, by one processor (its kept attributes carried from one span to the next). */
function encodeOneByOne(spans: readonly ReadableSpan[]): Buffer[] {
  const batches: EncodedSpanBatch[] = [];
  const processor = new EncodingBatchSpanProcessor(
    {
      export: (batch, done) => {
        batches.push(batch);
        done({ code: 0 });
      },
      forceFlush: async () => {},
      shutdown: async () => {},
    },
    { maxExportBatchSize: 1 },
  );
  for (const span of spans) processor.onEnd(span);
  return batches.map((batch) => Buffer.from(batch.body));
}

function expectAsTheSerializer(spans: readonly ReadableSpan[]): void {
  const encoded = encodeOneByOne(spans);
  expect(encoded).toHaveLength(spans.length);
  spans.forEach((span, index) => {
    const expected = Buffer.from(ProtobufTraceSerializer.serializeRequest([span]) ?? []);
    expect(encoded[index]?.toString('hex'), `span ${index}`).toBe(expected.toString('hex'));
  });
}

const REQUEST: AttributeList = [
  ['gen_ai.operation.name', 'chat'],
  ['http.request.method', 'POST'],
  ['http.route', '/v1/chat/completions'],
  ['modelgate.request_id', 'req_1'],
  ['gen_ai.request.model', 'gpt-x'],
  ['gen_ai.request.stream', false],
  ['http.response.status_code', 200],
  ['gen_ai.response.finish_reasons', ['stop']],
  ['gen_ai.usage.input_tokens', 10],
  ['modelgate.cost', 12.5],
];

/** REQUEST with the attribute at `index` given another value. */
function withValue(index: number, value: AttributeValue): AttributeList {
  return REQUEST.map(([key, kept], at) => [key, at === index ? value : kept] as const);
}

describe('a span\'s attributes copied from the last span of its kind and name', () => {
  it.each([
    ['the same attributes again', [REQUEST, REQUEST, REQUEST]],
    ['one value changed, first, in the middle, last', [REQUEST, withValue(0, 'embeddings'), REQUEST, withValue(3, 'req_2'), withValue(3, 'req_3'), withValue(9, 13), REQUEST]],
    ['an array equal by its items, then changed', [REQUEST, withValue(7, ['stop']), withValue(7, ['stop', 'length']), withValue(7, ['length']), withValue(7, [])]],
    ['values of another type with the same text', [REQUEST, withValue(6, '200'), withValue(6, 200.5), withValue(5, 'false'), REQUEST]],
    ['-0, NaN and infinities (NaN never equal to itself)', [withValue(8, -0), withValue(8, 0), withValue(8, Number.NaN), withValue(8, Number.NaN), withValue(8, Number.POSITIVE_INFINITY), withValue(8, Number.POSITIVE_INFINITY)]],
    ['values past one length byte and not ASCII', [withValue(3, 'x'.repeat(300)), withValue(3, 'x'.repeat(300)), withValue(3, 'Zürich — 東京 🚀'), withValue(3, 'Zürich — 東京 🚀'), REQUEST]],
    ['attributes added, removed and reordered', [REQUEST, REQUEST.slice(0, 4), REQUEST, [...REQUEST, ['modelgate.outcome', 'ok']], REQUEST.slice(2), [...REQUEST].reverse(), REQUEST, []]],
    ['more bytes than are kept (not kept, still written)', [withValue(3, 'y'.repeat(5000)), withValue(3, 'y'.repeat(5000)), REQUEST, REQUEST]],
  ] as const)('%s', (_case, lists: readonly AttributeList[]) => {
    expectAsTheSerializer(lists.map((attributes) => record('chat gpt-x', SpanKind.SERVER, attributes)));
  });

  it('keeps spans apart by kind and by name: each written as its own', () => {
    const client = REQUEST.map(([key, value]) => [key, typeof value === 'string' ? `${value}-client` : value] as const);
    const spans: ReadableSpan[] = [];
    for (let turn = 0; turn < 3; turn += 1) {
      spans.push(record('chat gpt-x', SpanKind.SERVER, withValue(3, `req_${turn}`)));
      spans.push(record('chat gpt-x', SpanKind.CLIENT, client));
      spans.push(record('modelgate admission', SpanKind.INTERNAL, [['modelgate.admission', 'ok']]));
      spans.push(record('chat gpt-y', SpanKind.SERVER, withValue(4, 'gpt-y')));
    }
    expectAsTheSerializer(spans);
  });

  it('keeps spans apart by names past one length byte, not ASCII or long', () => {
    const names = ['chat Zürich — 東京 🚀', `chat ${'m'.repeat(120)}`, `chat ${'n'.repeat(200)}`, ''];
    expectAsTheSerializer([...names, ...names].map((name) => record(name, SpanKind.CLIENT, REQUEST)));
  });

  it('writes every span right past the names it keeps (the kept ones dropped and kept again)', () => {
    // Each name twice in a row (the second copied), 75 names in turn: more than the 64 kept for a kind.
    const spans = Array.from({ length: 300 }, (_, index) => {
      const model = `model-${Math.floor(index / 2) % 75}`;
      return record(`chat ${model}`, SpanKind.SERVER, withValue(4, model));
    });
    expectAsTheSerializer(spans);
  });
});
