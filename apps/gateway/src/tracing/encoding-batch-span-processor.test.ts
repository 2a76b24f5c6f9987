import { TraceFlags } from '@opentelemetry/api';
import { loggingErrorHandler, setGlobalErrorHandler } from '@opentelemetry/core';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeOtlpTraceProtobuf } from '../testing-fixtures/decode-otlp-trace-protobuf.js';
import { EncodingBatchSpanProcessor, type EncodedBatchExporter, type EncodedSpanBatch } from './encoding-batch-span-processor.js';

// The batching around the encoder: the SDK BatchSpanProcessor's limits (spans per export, spans held), its sampled-only
// rule, and failures to the global error handler.

afterEach(() => setGlobalErrorHandler(loggingErrorHandler()));

function endedSpans(count: number): ReadableSpan[] {
  const exporter = new InMemorySpanExporter();
  const tracer = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }).getTracer('modelgate', '1');
  for (let index = 0; index < count; index += 1) tracer.startSpan(`span ${index}`).end();
  return exporter.getFinishedSpans();
}

/** An exporter that keeps each batch; it answers at once, or only when `answer` is called. */
function keepingExporter(answerAtOnce: boolean, code = 0): EncodedBatchExporter & { batches: EncodedSpanBatch[]; answer(): void } {
  const batches: EncodedSpanBatch[] = [];
  const waiting: (() => void)[] = [];
  return {
    batches,
    answer: () => waiting.splice(0).forEach((done) => done()),
    export(batch, done) {
      batches.push(batch);
      const finish = (): void => done(code === 0 ? { code } : { code, error: new Error('collector said no') });
      if (answerAtOnce) finish();
      else waiting.push(finish);
    },
    forceFlush: async () => {},
    shutdown: async () => {},
  };
}

function spanNames(batch: EncodedSpanBatch | undefined): string[] {
  return decodeOtlpTraceProtobuf(Buffer.from(batch?.body ?? [])).resourceSpans.flatMap((entry) => entry.scopeSpans.flatMap((scope) => scope.spans.map((span) => span.name)));
}

describe('EncodingBatchSpanProcessor', () => {
  it('exports a batch every maxExportBatchSize spans, the rest when flushed', async () => {
    const exporter = keepingExporter(true);
    const processor = new EncodingBatchSpanProcessor(exporter, { maxExportBatchSize: 4 });
    for (const span of endedSpans(10)) processor.onEnd(span);
    expect(exporter.batches.map((batch) => batch.spans)).toEqual([4, 4]);
    await processor.forceFlush();
    expect(exporter.batches.map((batch) => batch.spans)).toEqual([4, 4, 2]);
    expect(exporter.batches.map(spanNames)).toEqual([
      ['span 0', 'span 1', 'span 2', 'span 3'],
      ['span 4', 'span 5', 'span 6', 'span 7'],
      ['span 8', 'span 9'],
    ]);
  });

  it('leaves out spans that are not sampled', async () => {
    const exporter = keepingExporter(true);
    const processor = new EncodingBatchSpanProcessor(exporter);
    const [sampled, other] = endedSpans(2);
    if (sampled === undefined || other === undefined) throw new Error('two spans expected');
    const unsampled: ReadableSpan = Object.assign(Object.create(other) as ReadableSpan, { spanContext: () => ({ ...other.spanContext(), traceFlags: TraceFlags.NONE }) });
    processor.onEnd(unsampled);
    processor.onEnd(sampled);
    await processor.forceFlush();
    expect(exporter.batches.map(spanNames)).toEqual([['span 0']]);
  });

  it('holds at most maxQueueSize spans while exports are under way, and drops the rest', () => {
    const exporter = keepingExporter(false);
    const processor = new EncodingBatchSpanProcessor(exporter, { maxExportBatchSize: 2, maxQueueSize: 4 });
    for (const span of endedSpans(7)) processor.onEnd(span);
    // Two batches of two are out and unanswered: the other three are dropped.
    expect(exporter.batches.map((batch) => batch.spans)).toEqual([2, 2]);
    exporter.answer();
    for (const span of endedSpans(2)) processor.onEnd(span);
    expect(exporter.batches.map((batch) => batch.spans)).toEqual([2, 2, 2]);
  });

  it('reports a failed export to the global error handler, and exports on', async () => {
    const errors: unknown[] = [];
    setGlobalErrorHandler((error) => errors.push(error));
    const exporter = keepingExporter(true, 1);
    const processor = new EncodingBatchSpanProcessor(exporter, { maxExportBatchSize: 2 });
    for (const span of endedSpans(4)) processor.onEnd(span);
    await processor.forceFlush();
    expect(exporter.batches).toHaveLength(2);
    expect(errors).toHaveLength(2);
    expect(String(errors[0])).toContain('collector said no');
  });

  it('exports what it holds at shutdown and nothing after', async () => {
    const exporter = keepingExporter(true);
    const processor = new EncodingBatchSpanProcessor(exporter);
    const [first, second] = endedSpans(2);
    if (first === undefined || second === undefined) throw new Error('two spans expected');
    processor.onEnd(first);
    await processor.shutdown();
    processor.onEnd(second);
    await processor.forceFlush();
    expect(exporter.batches.map(spanNames)).toEqual([['span 0']]);
  });
});
