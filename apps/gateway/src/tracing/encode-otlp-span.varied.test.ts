import { context, SpanKind, SpanStatusCode, trace, TraceFlags, type Attributes, type AttributeValue, type Context, type Link, type Span, type SpanOptions } from '@opentelemetry/api';
import { TraceState } from '@opentelemetry/core';
import { ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { EncodingBatchSpanProcessor, type EncodedSpanBatch } from './encoding-batch-span-processor.js';
import { GatewaySpan } from './gateway-span.js';
import { GatewaySpanContext, newSpanContext, TraceIdWords } from './gateway-span-context.js';

// Many spans made from a seeded random mix of what a span can hold (every attribute value type, keys and values past
// the one-byte lengths, unicode, events, links, statuses, remote parents, trace states), each batch compared byte for
// byte with what the SDK's own protobuf serializer (@opentelemetry/otlp-transformer) writes for the same spans.

/** A small deterministic generator (mulberry32), so a failure names the seed that made it. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

const TEXTS = ['', 'ok', 'chat', 'gpt-x-2026', 'Zürich — 東京 🚀', 'é', '\u0000nul', 'x'.repeat(127), 'y'.repeat(128), 'z'.repeat(200), 'ü'.repeat(70), '🚀'.repeat(40), 'w'.repeat(20_000)];
const KEYS = ['gen_ai.operation.name', 'gen_ai.usage.input_tokens', 'modelgate.cost', 'http.response.status_code', 'k', 'ключ', 'a.'.repeat(70), '鍵'.repeat(50)];
const NUMBERS = [0, 1, -1, 127, 128, 300, 2 ** 31, 2 ** 32, 2 ** 32 + 1, 2 ** 40 + 3, -(2 ** 40), 2 ** 53 - 1, -(2 ** 53), 2 ** 63, -(2 ** 63), 2 ** 70, 0.5, -2.25, 1e-300, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function randomValue(random: () => number): AttributeValue {
  switch (Math.floor(random() * 7)) {
    case 0:
    case 1:
      return pick(random, TEXTS);
    case 2:
    case 3:
      return pick(random, NUMBERS);
    case 4:
      return random() < 0.5;
    case 5:
      return Array.from({ length: Math.floor(random() * 4) }, () => pick(random, TEXTS.slice(0, 9)));
    default:
      return random() < 0.5 ? Array.from({ length: Math.floor(random() * 4) }, () => pick(random, NUMBERS)) : [true, null, false, undefined];
  }
}

function randomAttributes(random: () => number, most: number): Attributes {
  const attributes: Attributes = {};
  const count = Math.floor(random() * (most + 1));
  for (let index = 0; index < count; index += 1) attributes[random() < 0.7 ? pick(random, KEYS) : `key.${index}`] = randomValue(random);
  return attributes;
}

function randomHex(random: () => number, digits: number): string {
  let hex = '';
  while (hex.length < digits) hex += Math.floor(random() * 16).toString(16);
  return hex;
}

function randomTraceIdWords(): TraceIdWords {
  const word = (): number => (Math.random() * 2 ** 32) >>> 0;
  return new TraceIdWords(word(), word(), word(), word() || 1);
}

function wordsHex({ w0, w1, w2, w3 }: TraceIdWords): string {
  return [w0, w1, w2, w3].map((word) => word.toString(16).padStart(8, '0')).join('');
}

/**
 * Spans started as the SDK's tracer starts them, or as GatewaySpan with a plain span context (hex ids, as a test or a
 * client's parent gives them), or with the span context create-otel-tracing.ts gives it (a GatewaySpanContext: the
 * span id as random words, its hex made only when read; a trace it starts with its trace id's words as well).
 */
type SpanMaker = 'sdk' | 'gateway' | 'gateway ids as words';

function recordVariedSpans(seed: number, count: number, maker: SpanMaker = 'sdk'): ReadableSpan[] {
  const random = seededRandom(seed);
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'modelgate-varied', 'service.version': '9.9.9', 'host.name': 'höst' }),
    spanProcessors: [new SimpleSpanProcessor(exporter)],
  });
  const sdkTracer = provider.getTracer('modelgate', '0.0.1');
  // The ids from Math.random, as the SDK's RandomIdGenerator's are: the seeded sequence stays the same for both makers.
  const gatewayRecorder = { resource: resourceFromAttributes({ 'service.name': 'modelgate-varied', 'service.version': '9.9.9', 'host.name': 'höst' }), instrumentationScope: { name: 'modelgate', version: '0.0.1' }, spanProcessors: [new SimpleSpanProcessor(exporter)] };
  const tracer = {
    startSpan(name: string, options: SpanOptions, parentContext: Context): Span {
      if (maker === 'sdk') return sdkTracer.startSpan(name, options, parentContext);
      const parentSpanContext = trace.getSpanContext(parentContext);
      // A trace the gateway starts carries its id's words too, and its spans' contexts share them.
      const newWords = maker === 'gateway ids as words' && parentSpanContext === undefined ? randomTraceIdWords() : undefined;
      const traceId = parentSpanContext?.traceId ?? (newWords === undefined ? randomHex(Math.random, 32) : wordsHex(newWords));
      const traceIdWords = parentSpanContext instanceof GatewaySpanContext ? parentSpanContext.traceIdWords : newWords;
      const spanContext =
        maker === 'gateway'
          ? { traceId, spanId: randomHex(Math.random, 16), traceFlags: TraceFlags.SAMPLED, traceState: parentSpanContext?.traceState }
          : newSpanContext(traceId, TraceFlags.SAMPLED, parentSpanContext?.traceState, traceIdWords);
      const span = new GatewaySpan(gatewayRecorder, spanContext, name, options.kind ?? SpanKind.INTERNAL, parentSpanContext, Date.now() - performance.now(), parentContext);
      return span.addLinks(options.links ?? []);
    },
  };
  const kinds = [SpanKind.INTERNAL, SpanKind.SERVER, SpanKind.CLIENT, SpanKind.PRODUCER, SpanKind.CONSUMER];
  let parent = context.active();
  for (let index = 0; index < count; index += 1) {
    const roll = random();
    if (roll < 0.2) {
      parent = trace.setSpanContext(context.active(), {
        traceId: randomHex(random, 32),
        spanId: randomHex(random, 16),
        traceFlags: TraceFlags.SAMPLED,
        isRemote: random() < 0.7,
        ...(random() < 0.5 ? { traceState: new TraceState(`vendor=${randomHex(random, 6)},other=1`) } : {}),
      });
    } else if (roll < 0.3) {
      parent = context.active();
    }
    const links: Link[] = Array.from({ length: random() < 0.2 ? 1 + Math.floor(random() * 2) : 0 }, () => ({
      context: { traceId: randomHex(random, 32), spanId: randomHex(random, 16), traceFlags: random() < 0.5 ? TraceFlags.SAMPLED : TraceFlags.NONE, ...(random() < 0.3 ? { isRemote: true, traceState: new TraceState('l=1') } : {}) },
      ...(random() < 0.5 ? { attributes: randomAttributes(random, 3) } : {}),
    }));
    const span = tracer.startSpan(random() < 0.2 ? pick(random, TEXTS) : `chat ${pick(random, TEXTS.slice(0, 6))}`, { kind: pick(random, kinds), links }, parent);
    const attributes = randomAttributes(random, 25);
    for (const key of Object.keys(attributes)) span.setAttribute(key, attributes[key] as AttributeValue);
    for (let events = Math.floor(random() * 3); events > 0; events -= 1) {
      span.addEvent(pick(random, TEXTS.slice(0, 8)), random() < 0.6 ? randomAttributes(random, 4) : undefined, [1_700_000_000 + Math.floor(random() * 1e6), Math.floor(random() * 1e9)]);
    }
    const status = random();
    if (status < 0.2) span.setStatus({ code: SpanStatusCode.ERROR, message: pick(random, TEXTS.slice(0, 10)) });
    else if (status < 0.3) span.setStatus({ code: SpanStatusCode.ERROR });
    else if (status < 0.4) span.setStatus({ code: SpanStatusCode.OK });
    if (random() < 0.3) parent = trace.setSpan(context.active(), span);
    span.end();
  }
  return exporter.getFinishedSpans();
}

function encodeInBatches(spans: ReadableSpan[], batchSize: number): EncodedSpanBatch[] {
  const batches: EncodedSpanBatch[] = [];
  const processor = new EncodingBatchSpanProcessor({ export: (batch, done) => (batches.push(batch), done({ code: 0 })), forceFlush: async () => {}, shutdown: async () => {} }, { maxExportBatchSize: batchSize, maxQueueSize: spans.length });
  for (const span of spans) processor.onEnd(span);
  void processor.forceFlush();
  return batches;
}

describe('the OTLP/protobuf span encoder, over many varied spans', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('writes seed %i\'s 200 spans byte for byte as the SDK serializer does', (seed) => {
    const spans = recordVariedSpans(seed, 200);
    const batches = encodeInBatches(spans, spans.length);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.spans).toBe(200);
    const expected = Buffer.from(ProtobufTraceSerializer.serializeRequest(spans) ?? []);
    expect(expected.length).toBeGreaterThan(200 * 40);
    expect(Buffer.from(batches[0]?.body ?? []).equals(expected)).toBe(true);
  });

  it.each([21, 22, 23, 24])('writes seed %i\'s 200 spans, recorded by GatewaySpan, byte for byte as the SDK serializer does', (seed) => {
    const spans = recordVariedSpans(seed, 200, 'gateway');
    expect(spans.every((span) => span instanceof GatewaySpan)).toBe(true);
    const batches = encodeInBatches(spans, spans.length);
    expect(batches).toHaveLength(1);
    const expected = Buffer.from(ProtobufTraceSerializer.serializeRequest(spans) ?? []);
    expect(expected.length).toBeGreaterThan(200 * 40);
    expect(Buffer.from(batches[0]?.body ?? []).equals(expected)).toBe(true);
  });

  it.each([31, 32, 33, 34])('writes seed %i\'s 200 spans, recorded by GatewaySpan with its ids as words, byte for byte as the SDK serializer does', (seed) => {
    const spans = recordVariedSpans(seed, 200, 'gateway ids as words');
    // Their own ids as words, and the local parents' too (a remote parent's is hex).
    expect(spans.every((span) => span.spanContext() instanceof GatewaySpanContext)).toBe(true);
    expect(spans.filter((span) => span.parentSpanContext instanceof GatewaySpanContext).length).toBeGreaterThan(20);
    // Those of the traces started here with their trace id's words (a remote parent's trace id is hex).
    expect(spans.filter((span) => (span.spanContext() as GatewaySpanContext).traceIdWords !== undefined).length).toBeGreaterThan(20);
    const batches = encodeInBatches(spans, spans.length);
    expect(batches).toHaveLength(1);
    const expected = Buffer.from(ProtobufTraceSerializer.serializeRequest(spans) ?? []);
    expect(expected.length).toBeGreaterThan(200 * 40);
    expect(Buffer.from(batches[0]?.body ?? []).equals(expected)).toBe(true);
  });

  it.each([41, 42])('writes seed %i\'s recurring values (a KeyValue kept whole once its value came again) as the SDK serializer does', (seed) => {
    // Few keys and few values, so that most values recur under their key, alone or two in turn: kept KeyValues copied,
    // dropped when a third value comes, values past one-byte lengths, unicode, -0 after 0 and NaN among them; batches of
    // 5 through one processor, its buffer reused (a KeyValue kept as a view into it would change under it).
    const random = seededRandom(seed);
    const values: AttributeValue[] = ['chat', 'POST', 'ok', 'Zürich — 東京 🚀', 'x'.repeat(64), 'y'.repeat(65), 'z'.repeat(127), 'w'.repeat(200), 0, -0, 200, 2 ** 40, -1, 0.5, Number.NaN, true, false];
    const keys = ['gen_ai.operation.name', 'http.request.method', 'modelgate.outcome', 'k', 'a.'.repeat(70)];
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({ resource: resourceFromAttributes({ 'service.name': 'recurring' }), spanProcessors: [new SimpleSpanProcessor(exporter)] });
    const tracer = provider.getTracer('modelgate', '0.0.1');
    for (let index = 0; index < 300; index += 1) {
      const span = tracer.startSpan('chat recurring');
      for (const key of keys) {
        const roll = random();
        // The same value for ten spans; two values in turn (as a request's model and its upstream's); any value.
        if (roll < 0.4) span.setAttribute(key, values[Math.floor(index / 10) % 3] as AttributeValue);
        else if (roll < 0.7) span.setAttribute(key, values[3 + (index % 2) + (Math.floor(index / 50) % 3) * 2] as AttributeValue);
        else if (roll < 0.9) span.setAttribute(key, pick(random, values));
      }
      span.addEvent('event', { k: random() < 0.5 ? 'ok' : pick(random, values) });
      span.end();
    }
    const spans = exporter.getFinishedSpans();
    const batches = encodeInBatches(spans, 5);
    expect(batches).toHaveLength(60);
    batches.forEach((batch, index) => {
      const expected = Buffer.from(ProtobufTraceSerializer.serializeRequest(spans.slice(index * 5, index * 5 + 5)) ?? []);
      expect(Buffer.from(batch.body).equals(expected)).toBe(true);
    });
  });

  it.each([51, 52, 53])('writes seed %i\'s GatewaySpan attributes set again, past thirty keys, array indices and __proto__ among them, as the SDK serializer does', (seed) => {
    // A GatewaySpan lists its attributes (gateway-span.ts) and the encoder writes that list: the order and values must
    // be the object's, which the SDK serializer reads. Keys set again (another type, an array after a scalar, undefined),
    // more keys than have a bit (searched for when set again), and keys an object lists elsewhere (written from it).
    const random = seededRandom(seed);
    const exporter = new InMemorySpanExporter();
    const recorder = { resource: resourceFromAttributes({ 'service.name': 'listed' }), instrumentationScope: { name: 'modelgate', version: '0.0.1' }, spanProcessors: [new SimpleSpanProcessor(exporter)] };
    const keys = [...KEYS, ...Array.from({ length: 40 }, (_, index) => `listed.${seed}.${index}`)];
    const oddKeys = ['0', '7', '10', '01', '-1', '4294967294', '4294967295', '__proto__', 'constructor'];
    for (let index = 0; index < 120; index += 1) {
      const span = new GatewaySpan(recorder, newSpanContext(randomHex(random, 32), TraceFlags.SAMPLED, undefined), 'chat listed', SpanKind.INTERNAL, undefined, 0, context.active());
      const sets = Math.floor(random() * 60);
      for (let set = 0; set < sets; set += 1) {
        const key = random() < 0.05 ? pick(random, oddKeys) : pick(random, keys);
        const roll = random();
        if (roll < 0.05) span.setAttribute(key, undefined);
        else if (roll < 0.1) span.setAttributes({ [key]: randomValue(random), [pick(random, keys)]: pick(random, TEXTS.slice(0, 4)) });
        else span.setAttribute(key, random() < 0.5 ? pick(random, ['ok', 'chat', 200, true]) : randomValue(random));
      }
      span.end();
    }
    const spans = exporter.getFinishedSpans();
    expect(spans.filter((span) => (span as GatewaySpan).unlistable).length).toBeGreaterThan(2);
    expect(spans.filter((span) => !(span as GatewaySpan).unlistable && Object.keys(span.attributes).length > 30).length).toBeGreaterThan(2);
    const batches = encodeInBatches(spans, 10);
    expect(batches).toHaveLength(12);
    batches.forEach((batch, index) => {
      const expected = Buffer.from(ProtobufTraceSerializer.serializeRequest(spans.slice(index * 10, index * 10 + 10)) ?? []);
      expect(Buffer.from(batch.body).equals(expected)).toBe(true);
    });
  });

  it.each([11, 12])('writes seed %i\'s spans in batches of 7 through one processor, each as the SDK serializer does', (seed) => {
    // One processor's buffer is reused from batch to batch: nothing kept from an earlier batch may leak into a later one.
    const spans = recordVariedSpans(seed, 140);
    const batches = encodeInBatches(spans, 7);
    expect(batches).toHaveLength(20);
    batches.forEach((batch, index) => {
      const expected = Buffer.from(ProtobufTraceSerializer.serializeRequest(spans.slice(index * 7, index * 7 + 7)) ?? []);
      expect(Buffer.from(batch.body).equals(expected)).toBe(true);
    });
  });
});
