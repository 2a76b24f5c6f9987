import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { DiagnosticRecord, UpstreamAttemptRecord } from '../http/diagnostic-record.js';
import { loadGatewayTracing } from './load-gateway-tracing.js';

/**
 * `pnpm --filter @modelgate/gateway bench:tracing [requests] [sample ratio] [spans=otlp|encode|batch|none] [protocol=http/protobuf|http/json]`: the CPU time the
 * tracing layer costs per request, driven as the pipeline drives it (request, admission, one attempt, settlement: four
 * spans), with the real batch processor and OTLP/HTTP exporter sending to a sink in this process that only counts.
 * Prints one line. `encode` encodes each span into its batch as `otlp` (protobuf) does, but drops each encoded batch
 * (no HTTP, no sink); `batch` keeps the SDK's batch processor but its exporter drops each batch (no serialization, no
 * HTTP); `none` ends each span into a no-op processor: the differences are what each stage costs.
 */
const requests = Number(process.argv[2] ?? 20_000);
const sampleRatio = Number(process.argv[3] ?? 1);
const spans = process.argv[4] ?? 'otlp';
const protocol = process.argv[5] === 'http/json' ? 'http/json' : 'http/protobuf';
let exports = 0;
let bytes = 0;
const sink = createServer((incoming, response) => {
  incoming.on('data', (chunk: Buffer) => (bytes += chunk.length));
  incoming.on('end', () => {
    exports += 1;
    response.end('{}');
  });
});
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(sink.address() as AddressInfo).port}/v1/traces`;
const droppingExporter: SpanExporter = {
  export: (_spans, done) => setImmediate(() => done({ code: 0 })),
  shutdown: async () => {},
};
// Imported here, not at the top: only create-otel-tracing.ts imports the SDK statically (tracing-is-lazy.test.ts).
const { BatchSpanProcessor, NoopSpanProcessor } = await import('@opentelemetry/sdk-trace-base');
const { EncodingBatchSpanProcessor } = await import('./encoding-batch-span-processor.js');
const droppingEncodedExporter = { export: (_batch: unknown, done: (result: { code: 0 }) => void) => setImmediate(() => done({ code: 0 })), forceFlush: async () => {}, shutdown: async () => {} };
const spanProcessors: SpanProcessor[] | undefined =
  spans === 'batch' ? [new BatchSpanProcessor(droppingExporter)] : spans === 'encode' ? [new EncodingBatchSpanProcessor(droppingEncodedExporter)] : spans === 'none' ? [new NoopSpanProcessor()] : undefined;
const tracing = await loadGatewayTracing({ url, protocol, headers: {}, serviceName: 'modelgate-measure', sampleRatio }, { serviceVersion: 'measure', ...(spanProcessors === undefined ? {} : { spanProcessors }) });
const record: DiagnosticRecord = { status: 200, outcome: 'ok', deployment: 'openai/gpt-x', attempts: 1, tokens: { input: 10, output: 20, cachedInput: 0, cacheWriteInput: 0, estimated: false }, cost: 12 } as DiagnosticRecord;
const attemptRecord = { deployment: 'openai/gpt-x', outcome: 'ok', upstreamStatus: 200 } as UpstreamAttemptRecord;

function traceOne(index: number): void {
  const trace = tracing.startRequest({ headers: {}, endpoint: '/v1/chat/completions', requestId: `req_${index}` });
  trace.describeRequest({ model: 'gpt-x', stream: false });
  trace.startStep('admission').end({ 'modelgate.admission': 'ok' });
  const attempt = trace.startAttempt({ deployment: 'openai/gpt-x', provider: 'openai', providerSystem: 'openai', upstreamModel: 'gpt-x-2026' });
  attempt.answered(200);
  attempt.end(attemptRecord);
  trace.describeResponse({ model: 'gpt-x-2026', stopReason: 'end_turn' });
  trace.startStep('settlement').end({ 'modelgate.cost': 12 });
  trace.end(record);
}

/** Requests in turns of 50, yielding between turns as a server does (the batch processor's timer and exports run). */
async function run(count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    traceOne(index);
    if (index % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
  }
}

await run(2_000);
// Counted from here: the figures are per measured request, the warm-up's exports left out.
exports = 0;
bytes = 0;
const started = process.cpuUsage();
await run(requests);
await tracing.shutdown();
const used = process.cpuUsage(started);
process.stdout.write(`sample ratio ${sampleRatio}, spans to ${spans === 'otlp' ? `otlp (${protocol})` : spans === 'encode' ? 'encode (http/protobuf, batches dropped)' : spans}: ${((used.user + used.system) / requests).toFixed(1)} µs CPU per request, ${exports} exports, ${(bytes / requests).toFixed(0)} bytes per request\n`);
await new Promise((resolve) => sink.close(resolve));
