// Prints how long this package's hot paths take, each next to a baseline measured in the same run:
//   validating a ~80 KB Codex-shaped request (full history replay), against JSON.parse of the same text;
//   decoding a 2,000-delta Responses stream, against JSON.parse of each event's data alone.
// Run: pnpm --filter @modelgate/openai-responses bench
import { buildCodexRequest } from '../src/__fixtures__/build-codex-request.js';
import { createResponsesStreamDecoder, encodeResponsesStreamEvent, validateResponsesRequest } from '../src/index.js';
import type { ResponsesStreamEvent } from '../src/index.js';

function measure(run: () => void, iterations: number): number {
  for (let index = 0; index < Math.min(200, iterations); index += 1) run();
  const samples: number[] = [];
  for (let round = 0; round < 7; round += 1) {
    const start = process.hrtime.bigint();
    for (let index = 0; index < iterations; index += 1) run();
    samples.push(Number(process.hrtime.bigint() - start) / iterations / 1000);
  }
  samples.sort((a, b) => a - b);
  return samples[3] ?? Number.NaN; // median microseconds per call
}

function report(label: string, microseconds: number, baselineLabel: string, baseline: number): void {
  console.log(`${label.padEnd(46)} ${microseconds.toFixed(1).padStart(9)} µs   ${(microseconds / baseline).toFixed(2)}× ${baselineLabel} (${baseline.toFixed(1)} µs)`);
}

const body = buildCodexRequest();
const text = JSON.stringify(body);
const parsed: unknown = JSON.parse(text);
if (!validateResponsesRequest(parsed).ok) throw new Error('the benchmark request is not valid');
const validate = measure(() => validateResponsesRequest(parsed), 2000);
const parse = measure(() => JSON.parse(text), 2000);
console.log(`request: ${(text.length / 1024).toFixed(1)} KB, ${(body.input as unknown[]).length} input items, ${(body.tools as unknown[]).length} tools`);
report('validateResponsesRequest (Codex replay)', validate, 'JSON.parse', parse);

const events: ResponsesStreamEvent[] = Array.from({ length: 2000 }, (_, index) => ({
  type: 'response.output_text.delta',
  sequence_number: index,
  item_id: 'msg_1',
  output_index: 0,
  content_index: 0,
  delta: `token ${index} `,
}));
const stream = events.map(encodeResponsesStreamEvent).join('');
const chunks: string[] = [];
for (let offset = 0; offset < stream.length; offset += 1024) chunks.push(stream.slice(offset, offset + 1024));
const payloads = events.map((event) => JSON.stringify(event));
const decode = measure(() => {
  const decoder = createResponsesStreamDecoder();
  for (const chunk of chunks) decoder.push(chunk);
  decoder.end();
}, 50);
const parseOnly = measure(() => {
  for (const payload of payloads) JSON.parse(payload);
}, 50);
console.log(`stream: ${(stream.length / 1024).toFixed(1)} KB, ${events.length} events, 1 KB chunks`);
report('createResponsesStreamDecoder (whole stream)', decode, 'JSON.parse of the payloads', parseOnly);
