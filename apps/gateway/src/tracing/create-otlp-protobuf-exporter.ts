import { OTLPExporterBase } from '@opentelemetry/otlp-exporter-base';
import { convertLegacyHttpOptions, createOtlpHttpExportDelegate } from '@opentelemetry/otlp-exporter-base/node-http';
import { decodeExportTraceResponse } from './decode-export-trace-response.js';
import type { EncodedBatchExporter, EncodedSpanBatch } from './encoding-batch-span-processor.js';

/**
 * OTLP/HTTP with protobuf bodies for batches encoded already: the transport of the SDK's own
 * @opentelemetry/exporter-trace-otlp-proto (the same URL and headers handling, User-Agent, timeout, retries with
 * back-off, concurrency limit, partial-success handling and self-metrics), given the batch's bytes instead of spans;
 * the answer decoded as that exporter's serializer decodes it (decode-export-trace-response.ts).
 */
export function createOtlpProtobufExporter(config: { url: string; headers: Record<string, string> }): EncodedBatchExporter {
  const delegate = createOtlpHttpExportDelegate<EncodedSpanBatch, unknown>(
    // convertLegacyHttpOptions is what the SDK's exporters call to build this transport's options (and read OTEL_* env).
    convertLegacyHttpOptions({ url: config.url, headers: config.headers }, 'TRACES', 'v1/traces', { 'Content-Type': 'application/x-protobuf' }),
    { serializeRequest: (batch) => batch.body, deserializeResponse: (data) => decodeExportTraceResponse(data) },
    'otlp_http_span_exporter',
    { name: 'span', countItems: (batch) => batch.spans },
    undefined,
  );
  return new OTLPExporterBase(delegate);
}
