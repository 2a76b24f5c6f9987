// Benchmark: the one SSE parser (createSseParser: `eventsource-parser` behind our push/end adapter) beside the library
// called directly, on the streams the gateway reads (chat, Anthropic, CRLF framing), whole and in network-sized pieces:
// what the adapter costs. (The library replaced four parsers of ours; that comparison is in the commit that did it.)
// Run: pnpm --filter @modelgate/ir bench   (prints figures; asserts nothing)
import { cpus, loadavg } from 'node:os';
import { createParser } from 'eventsource-parser';
import { createSseParser } from '../src/index.js';

const words = Array.from({ length: 200 }, (_, index) => `word${index} `);
const chat = words
  .map((word) => `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { content: word }, finish_reason: null }] })}\n\n`)
  .join('') + 'data: [DONE]\n\n';
const messages = words
  .map((word) => `event: content_block_delta\ndata: ${JSON.stringify({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: word } })}\n\n`)
  .join('');
const pieces = (text: string, size: number): string[] => Array.from({ length: Math.ceil(text.length / size) }, (_, index) => text.slice(index * size, (index + 1) * size));
/** One event a push: how a streaming upstream that flushes each event arrives. */
const events = (text: string): string[] => text.split(/(?<=\n\n)/);

function adapter(chunks: readonly string[]): number {
  const parser = createSseParser();
  let count = 0;
  for (const chunk of chunks) count += parser.push(chunk).length;
  return count + parser.end().length;
}

function library(chunks: readonly string[]): number {
  let count = 0;
  const parser = createParser({ onEvent: () => (count += 1) });
  for (const chunk of chunks) parser.feed(chunk);
  parser.reset({ consume: true });
  return count;
}

/** Median µs per call of each candidate over alternating 25 ms rounds (A B A B …), so machine load hits both alike. */
function medians(candidates: readonly (() => number)[], rounds = 25): number[] {
  const samples = candidates.map((): number[] => []);
  for (let round = -3; round < rounds; round += 1) {
    candidates.forEach((run, index) => {
      let calls = 0;
      const start = performance.now();
      while (performance.now() - start < 25) {
        run();
        calls += 1;
      }
      if (round >= 0) samples[index]?.push(((performance.now() - start) * 1000) / calls);
    });
  }
  return samples.map((values) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0);
}

const cases: [string, string[]][] = [
  ['chat, 201 events, one push', [chat]],
  ['chat, 201 events, one event a push', events(chat)],
  ['chat, 201 events, 512-char pieces', pieces(chat, 512)],
  ['messages, 200 events, one push', [messages]],
  ['messages, 200 events, one event a push', events(messages)],
  ['messages, 200 events, 100-char pieces', pieces(messages, 100)],
  ['messages CRLF, 200 events, 512-char pieces', pieces(messages.replaceAll('\n', '\r\n'), 512)],
];
const rows = [['case', 'createSseParser µs', 'eventsource-parser µs', 'adapter cost']];
for (const [name, chunks] of cases) {
  if (adapter(chunks) !== library(chunks)) throw new Error(`${name}: the parsers disagree`);
  const [mine = 0, theirs = 0] = medians([() => adapter(chunks), () => library(chunks)]);
  rows.push([name, mine.toFixed(1), theirs.toFixed(1), `${(mine / theirs).toFixed(2)}×`]);
}
const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
console.log(`\nNode ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)}.`);
