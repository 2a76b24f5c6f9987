// Benchmark: what the gateway does per streamed request with the benchmark's mock streams (issue 7): meter a
// passed-through stream, or translate it, setup included. µs per stream beside a JSON.parse of each data line.
// Run: pnpm --filter @modelgate/translate bench:stream   (prints figures; asserts nothing)
import { cpus, loadavg } from 'node:os';
import { createStreamTranslator, readClientAnswer, createStreamUsageMeter, type FormatId, type RequestBodyOf, type ResponseContext } from '../src/index.js';
import { measureAlternating } from './measure-alternating.js';

const DELTAS = 20;
const words = Array.from({ length: DELTAS }, (_, index) => `Zq${index} `);
const text = words.join('');
const model = 'bench-instant';

/** The shapes of bench/src/formats: an OpenAI-like chat stream with `usage: null` on every chunk. */
function chatStream(): string {
  const chunk = (choices: unknown[], usage: unknown = null): string =>
    `data: ${JSON.stringify({ id: 'chatcmpl-bench0001', object: 'chat.completion.chunk', created: 1_767_225_600, model, choices, usage })}\n\n`;
  return [
    chunk([{ index: 0, delta: { role: 'assistant', content: '' }, logprobs: null, finish_reason: null }]),
    ...words.map((word) => chunk([{ index: 0, delta: { content: word }, logprobs: null, finish_reason: null }])),
    chunk([{ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' }]),
    chunk([], { prompt_tokens: 30, completion_tokens: DELTAS, total_tokens: 30 + DELTAS }),
    'data: [DONE]\n\n',
  ].join('');
}

function messagesStream(): string {
  const event = (type: string, data: Record<string, unknown>): string => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  return [
    event('message_start', { message: { id: 'msg_bench0001', type: 'message', role: 'assistant', content: [], model, stop_reason: null, stop_sequence: null,
      usage: { input_tokens: 30, output_tokens: 1, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 } } }),
    event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
    event('ping', {}),
    ...words.map((word) => event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: word } })),
    event('content_block_stop', { index: 0 }),
    event('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: DELTAS } }),
    event('message_stop', {}),
  ].join('');
}

function responsesStream(): string {
  let sequence = 0;
  const event = (type: string, data: Record<string, unknown>): string =>
    `event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequence++, ...data })}\n\n`;
  const item = (status: string, content: unknown[]) => ({ id: 'msg_bench0001', type: 'message', role: 'assistant', status, content });
  const response = (status: string, output: unknown[], usage: unknown) => ({
    id: 'resp_bench0001', object: 'response', created_at: 1_767_225_600, status, error: null, incomplete_details: null, instructions: null,
    max_output_tokens: 256, model, output, parallel_tool_calls: true, previous_response_id: null, reasoning: { effort: null, summary: null },
    store: false, temperature: 0.2, text: { format: { type: 'text' } }, tool_choice: 'auto', tools: [], top_p: 1, truncation: 'disabled', usage, metadata: {},
  });
  const done = item('completed', [{ type: 'output_text', text, annotations: [], logprobs: [] }]);
  return [
    event('response.created', { response: response('in_progress', [], null) }),
    event('response.in_progress', { response: response('in_progress', [], null) }),
    event('response.output_item.added', { output_index: 0, item: item('in_progress', []) }),
    event('response.content_part.added', { item_id: 'msg_bench0001', output_index: 0, content_index: 0, part: { type: 'output_text', text: '', annotations: [] } }),
    ...words.map((word) => event('response.output_text.delta', { item_id: 'msg_bench0001', output_index: 0, content_index: 0, delta: word, logprobs: [] })),
    event('response.output_text.done', { item_id: 'msg_bench0001', output_index: 0, content_index: 0, text, logprobs: [] }),
    event('response.content_part.done', { item_id: 'msg_bench0001', output_index: 0, content_index: 0, part: { type: 'output_text', text, annotations: [] } }),
    event('response.output_item.done', { output_index: 0, item: done }),
    event('response.completed', { response: response('completed', [done], { input_tokens: 30, input_tokens_details: { cached_tokens: 0 },
      output_tokens: DELTAS, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 30 + DELTAS }) }),
  ].join('');
}

const STREAMS: Record<FormatId, string> = { 'openai-chat': chatStream(), 'anthropic-messages': messagesStream(), 'openai-responses': responsesStream() };
const CLIENT_REQUESTS: RequestBodyOf = {
  'openai-chat': { model: 'client-model', messages: [{ role: 'user', content: 'hi' }], stream: true, stream_options: { include_usage: true } },
  'openai-responses': { model: 'client-model', input: 'hi', stream: true },
  'anthropic-messages': { model: 'client-model', max_tokens: 100, messages: [{ role: 'user', content: 'hi' }], stream: true },
};
const contextFor = (to: FormatId): ResponseContext => ({ model: 'client-model', now: () => 0, newId: (prefix: string) => `${prefix}1`, clientAnswer: readClientAnswer(to, CLIENT_REQUESTS[to]) });

function measure(candidates: (() => void)[]): number[] {
  return measureAlternating(candidates, { rounds: 21, roundMs: 30, warmUp: 200 });
}

const rows: string[][] = [['case', 'µs/stream', 'JSON.parse of its data µs', 'ratio']];
const cases: [string, FormatId, FormatId | 'meter'][] = [
  ['chat passthrough: usage meter', 'openai-chat', 'meter'],
  ['messages passthrough: usage meter', 'anthropic-messages', 'meter'],
  ['responses passthrough: usage meter', 'openai-responses', 'meter'],
  ['chat upstream → messages client', 'openai-chat', 'anthropic-messages'],
  ['chat upstream → responses client', 'openai-chat', 'openai-responses'],
  ['messages upstream → chat client', 'anthropic-messages', 'openai-chat'],
];
for (const [name, from, to] of cases) {
  const stream = STREAMS[from];
  const lines = stream.split('\n').filter((line) => line.startsWith('data: {')).map((line) => line.slice(6));
  const [candidate = 0, baseline = 0] = measure([
    to === 'meter'
      ? () => {
          const meter = createStreamUsageMeter(from);
          meter.push(stream);
          meter.end();
          if (meter.usage() === undefined) throw new Error('no usage');
        }
      : () => {
          const translator = createStreamTranslator({ from, to, context: contextFor(to) });
          translator.push(stream);
          translator.end();
          if (translator.usage() === undefined) throw new Error('no usage');
        },
    () => {
      for (const line of lines) JSON.parse(line);
    },
  ]);
  rows.push([`${name} (${lines.length} events)`, candidate.toFixed(1), baseline.toFixed(1), `${(candidate / baseline).toFixed(2)}×`]);
}
const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
console.log(`\nNode ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)} (absolute µs scale with load; ratios much less).`);
