// The OTLP/protobuf span encoder alone (encode-otlp-span.ts): the four spans of a traced request, made once by the
// gateway's tracing as measure-tracing-cost.ts drives it (64 requests' worth, kept), encoded again and again into one
// reused writer. No SDK span work, no batching, no HTTP: what the encoder costs per request of four spans.
// Prints one line. Under callgrind, the part between the two process.cpuUsage calls is the measured loop:
//   valgrind --tool=callgrind --separate-threads=yes --dump-before=uv_getrusage node apps/gateway/scripts/measure-otlp-encoder.mjs [requests=5000]
//   (dump part 2 of the main thread ÷ requests; add node's --perf-basic-prof to name the JIT-compiled functions)
// MEASURE_WARMUP=<n> sets the warm-up loops (default 5,000); MEASURE_DIST=<dir> another build's dist (default dist).
const dist = process.env.MEASURE_DIST ?? 'dist';
const requests = Number(process.argv[2] ?? 5000);
const warmup = Number(process.env.MEASURE_WARMUP ?? 5000);
const { loadGatewayTracing } = await import(`../${dist}/tracing/load-gateway-tracing.js`);
const { writeOtlpSpan } = await import(`../${dist}/tracing/encode-otlp-span.js`);
const { ProtobufWriter } = await import(`../${dist}/tracing/protobuf-writer.js`);

const REQUESTS_KEPT = 64;
const ended = [];
const keeping = { onStart() {}, onEnd: (span) => ended.push(span), forceFlush: async () => {}, shutdown: async () => {} };
const tracing = await loadGatewayTracing({ url: 'http://127.0.0.1:9/v1/traces', protocol: 'http/protobuf', headers: {}, serviceName: 'modelgate-measure', sampleRatio: 1 }, { serviceVersion: 'measure', spanProcessors: [keeping] });
const record = { status: 200, outcome: 'ok', deployment: 'openai/gpt-x', attempts: 1, tokens: { input: 10, output: 20, cachedInput: 0, cacheWriteInput: 0, estimated: false }, cost: 12 };
for (let index = 0; index < REQUESTS_KEPT; index += 1) {
  const trace = tracing.startRequest({ headers: {}, endpoint: '/v1/chat/completions', requestId: `req_${index}` });
  trace.describeRequest({ model: 'gpt-x', stream: false });
  trace.startStep('admission').end({ 'modelgate.admission': 'ok' });
  const attempt = trace.startAttempt({ deployment: 'openai/gpt-x', provider: 'openai', providerSystem: 'openai', upstreamModel: 'gpt-x-2026' });
  attempt.answered(200);
  attempt.end({ deployment: 'openai/gpt-x', outcome: 'ok', upstreamStatus: 200 });
  trace.describeResponse({ model: 'gpt-x-2026', stopReason: 'end_turn' });
  trace.startStep('settlement').end({ 'modelgate.cost': 12 });
  trace.end(record);
}

const writer = new ProtobufWriter(64 * 1024);
/** Encodes `count` requests' four spans (each request into an emptied writer); the bytes written in all. */
function encode(count) {
  let bytes = 0;
  for (let index = 0; index < count; index += 1) {
    writer.pos = 0;
    const first = (index % REQUESTS_KEPT) * 4;
    for (let span = first; span < first + 4; span += 1) writeOtlpSpan(writer, ended[span]);
    bytes += writer.pos;
  }
  return bytes;
}

encode(warmup);
const started = process.cpuUsage();
const bytes = encode(requests);
const used = process.cpuUsage(started);
process.stdout.write(`${dist}: ${((used.user + used.system) / requests).toFixed(2)} µs CPU per request (four spans), ${(bytes / requests).toFixed(0)} bytes per request\n`);
await tracing.shutdown();
