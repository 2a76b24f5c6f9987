// Prints how long this package's hot paths take, each next to a baseline measured in the same run:
//   validating a ~76 KB Claude-Code-shaped request, against JSON.parse of the same text;
//   decoding a 2,000-delta stream, against JSON.parse of each event's data alone.
// Run: pnpm --filter @modelgate/anthropic-messages bench
import { buildClaudeCodeRequest } from '../src/__fixtures__/build-claude-code-request.js';
import { createMessagesStreamDecoder, encodeMessagesStreamEvent, validateMessagesRequest } from '../src/index.js';
import type { MessagesStreamEvent } from '../src/index.js';

/**
 * Median microseconds per call of `subject` and of `baseline`, measured in alternating rounds so that load from
 * other processes falls on both alike.
 */
function measurePair(subject: () => void, baseline: () => void, iterations: number): [number, number] {
  for (let index = 0; index < Math.min(200, iterations); index += 1) {
    subject();
    baseline();
  }
  const time = (run: () => void): number => {
    const start = process.hrtime.bigint();
    for (let index = 0; index < iterations; index += 1) run();
    return Number(process.hrtime.bigint() - start) / iterations / 1000;
  };
  const subjectSamples: number[] = [];
  const baselineSamples: number[] = [];
  for (let round = 0; round < 15; round += 1) {
    subjectSamples.push(time(subject));
    baselineSamples.push(time(baseline));
  }
  return [median(subjectSamples), median(baselineSamples)];
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function report(label: string, microseconds: number, baselineLabel: string, baseline: number): void {
  console.log(`${label.padEnd(44)} ${microseconds.toFixed(1).padStart(9)} µs   ${(microseconds / baseline).toFixed(2)}× ${baselineLabel} (${baseline.toFixed(1)} µs)`);
}

const body = buildClaudeCodeRequest();
const text = JSON.stringify(body);
const parsed: unknown = JSON.parse(text);
if (!validateMessagesRequest(parsed).ok) throw new Error('the benchmark request is not valid');
const [validate, parse] = measurePair(() => validateMessagesRequest(parsed), () => JSON.parse(text), 500);
console.log(`request: ${(text.length / 1024).toFixed(1)} KB, ${(body.messages as unknown[]).length} messages, ${(body.tools as unknown[]).length} tools`);
report('validateMessagesRequest (76 KB request)', validate, 'JSON.parse', parse);

const events: MessagesStreamEvent[] = Array.from({ length: 2000 }, (_, index) => ({
  type: 'content_block_delta',
  index: 0,
  delta: { type: 'text_delta', text: `token ${index} ` },
}));
const stream = events.map(encodeMessagesStreamEvent).join('');
const chunks: string[] = [];
for (let offset = 0; offset < stream.length; offset += 1024) chunks.push(stream.slice(offset, offset + 1024));
const payloads = events.map((event) => JSON.stringify(event));
const [decode, parseOnly] = measurePair(
  () => {
    const decoder = createMessagesStreamDecoder();
    for (const chunk of chunks) decoder.push(chunk);
    decoder.end();
  },
  () => {
    for (const payload of payloads) JSON.parse(payload);
  },
  20,
);
console.log(`stream: ${(stream.length / 1024).toFixed(1)} KB, ${events.length} events, 1 KB chunks`);
report('createMessagesStreamDecoder (whole stream)', decode, 'JSON.parse of the payloads', parseOnly);
