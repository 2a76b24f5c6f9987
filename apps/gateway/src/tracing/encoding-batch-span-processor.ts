import { diag, TraceFlags } from '@opentelemetry/api';
import { ExportResultCode, globalErrorHandler, type ExportResult, type InstrumentationScope } from '@opentelemetry/core';
import type { Resource } from '@opentelemetry/resources';
import type { ReadableSpan, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { encodeBatchFrame, writeOtlpSpan } from './encode-otlp-span.js';
import { ProtobufWriter } from './protobuf-writer.js';

/** One ExportTraceServiceRequest, encoded: its body and how many spans it carries. */
export type EncodedSpanBatch = { body: Uint8Array; spans: number };

/** Where encoded batches go: OTLP/HTTP in the gateway (create-otlp-protobuf-span-processor.ts), a list in tests. */
export type EncodedBatchExporter = {
  export(batch: EncodedSpanBatch, done: (result: ExportResult) => void): void;
  forceFlush(): Promise<void>;
  shutdown(): Promise<void>;
};

export type EncodingBatchOptions = {
  /** Spans per export (the SDK BatchSpanProcessor's default: 512). */
  maxExportBatchSize?: number;
  /** Spans held at most, in the open batch and in exports under way; more are dropped (default 2,048). */
  maxQueueSize?: number;
  /** How long an open batch waits for more spans (default 5 s). */
  scheduledDelayMillis?: number;
};

/**
 * The SDK's BatchSpanProcessor with one difference: a span is encoded (OTLP/protobuf) when it ends, and the batch holds
 * its bytes, not the span. The span objects then die young, instead of surviving scavenges for up to 512 spans and
 * being promoted, and the batch is not walked again to be serialized when it leaves: at ratio 1 this was most of
 * what a traced request cost the gateway. Same limits and defaults (512 spans a batch, 2,048 held, 5 s), exports on
 * the same OTLP/HTTP transport (its retries, timeout and concurrency limit), failures to the global error handler.
 */
export class EncodingBatchSpanProcessor implements SpanProcessor {
  private readonly maxExportBatchSize: number;
  private readonly maxQueueSize: number;
  private readonly scheduledDelayMillis: number;
  private readonly writer = new ProtobufWriter(64 * 1024);
  private frame: ReturnType<typeof encodeBatchFrame> | undefined;
  private resource: Resource | undefined;
  private scope: InstrumentationScope | undefined;
  /** Spans in the open batch, and in batches handed to the exporter and not yet done. */
  private open = 0;
  private exporting = 0;
  private dropped = 0;
  private timer: NodeJS.Timeout | undefined;
  private shutdownPromise: Promise<void> | undefined;

  constructor(
    private readonly exporter: EncodedBatchExporter,
    options: EncodingBatchOptions = {},
  ) {
    this.maxQueueSize = options.maxQueueSize ?? 2048;
    this.maxExportBatchSize = Math.min(options.maxExportBatchSize ?? 512, this.maxQueueSize);
    this.scheduledDelayMillis = options.scheduledDelayMillis ?? 5000;
  }

  onStart(): void {}

  onEnd(span: ReadableSpan): void {
    if (this.shutdownPromise !== undefined || (span.spanContext().traceFlags & TraceFlags.SAMPLED) === 0) return;
    if (this.open + this.exporting >= this.maxQueueSize) {
      if (this.dropped === 0) diag.debug('EncodingBatchSpanProcessor: the queue is full, dropping spans');
      this.dropped += 1;
      return;
    }
    if (this.dropped > 0) {
      diag.warn(`Dropped ${this.dropped} spans because maxQueueSize reached`);
      this.dropped = 0;
    }
    // A batch is of one resource and one scope (the gateway has one of each): another closes the open batch.
    if (span.resource !== this.resource || span.instrumentationScope !== this.scope) {
      void this.exportOpenBatch();
      this.resource = span.resource;
      this.scope = span.instrumentationScope;
      this.frame = encodeBatchFrame(span.resource, span.instrumentationScope);
    }
    writeOtlpSpan(this.writer, span);
    this.open += 1;
    if (this.open >= this.maxExportBatchSize) void this.exportOpenBatch();
    else if (this.timer === undefined) {
      this.timer = setTimeout(() => void this.exportOpenBatch(), this.scheduledDelayMillis);
      this.timer.unref();
    }
  }

  /** Exports the open batch; resolves once every export under way is done. */
  async forceFlush(): Promise<void> {
    await this.exportOpenBatch();
    await this.exporter.forceFlush();
  }

  shutdown(): Promise<void> {
    this.shutdownPromise ??= this.forceFlush().then(() => this.exporter.shutdown());
    return this.shutdownPromise;
  }

  /** The open batch framed as one request and handed to the exporter; the writer's buffer is reused for the next. */
  private exportOpenBatch(): Promise<void> {
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    const spans = this.open;
    if (spans === 0 || this.frame === undefined) return Promise.resolve();
    const frame = this.frame;
    const spansBytes = this.writer.buffer.subarray(0, this.writer.pos);
    const body = Buffer.concat([frame.head(spansBytes.length), spansBytes, frame.tail]);
    this.writer.pos = 0;
    this.open = 0;
    this.exporting += spans;
    return new Promise((resolve) => {
      this.exporter.export({ body, spans }, (result) => {
        this.exporting -= spans;
        if (result.code !== ExportResultCode.SUCCESS) globalErrorHandler(result.error ?? new Error('EncodingBatchSpanProcessor: span export failed'));
        resolve();
      });
    });
  }
}
