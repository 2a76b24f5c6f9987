// Prints how long validateChatRequest takes on a Claude-Code-sized (~76 KB) chat request, next to JSON.parse of
// the same body (a baseline measured in the same run). Run: pnpm --filter @modelgate/openai-chat bench
import { performance } from 'node:perf_hooks';
import { validateChatRequest } from '../src/index.js';
import { createLargeChatRequest } from './create-large-chat-request.js';

const body = createLargeChatRequest();
const text = JSON.stringify(body);
const parsed: unknown = JSON.parse(text);
const check = validateChatRequest(parsed);
if (!check.ok) throw new Error(`the benchmark body is invalid: ${JSON.stringify(check.issues)}`);

function medianMicroseconds(iterations: number, run: () => unknown): number {
  const samples: number[] = [];
  let sink = 0;
  for (let warm = 0; warm < 200; warm += 1) sink += run() ? 1 : 0;
  for (let index = 0; index < iterations; index += 1) {
    const start = performance.now();
    sink += run() ? 1 : 0;
    samples.push((performance.now() - start) * 1000);
  }
  if (sink < 0) console.log(sink);
  samples.sort((left, right) => left - right);
  return samples[Math.floor(samples.length / 2)] ?? Number.NaN;
}

const iterations = 2000;
const parseMicros = medianMicroseconds(iterations, () => JSON.parse(text));
const validateMicros = medianMicroseconds(iterations, () => validateChatRequest(parsed).ok);
const messages = (body.messages as unknown[]).length;
const tools = (body.tools as unknown[]).length;

console.log(`chat request: ${(text.length / 1024).toFixed(1)} KB, ${messages} messages, ${tools} tools`);
console.log(`JSON.parse (baseline)   median ${parseMicros.toFixed(1)} µs`);
console.log(`validateChatRequest     median ${validateMicros.toFixed(1)} µs  (${(validateMicros / 1000).toFixed(3)} ms)`);
console.log(`validate / parse ratio  ${(validateMicros / parseMicros).toFixed(2)}`);
