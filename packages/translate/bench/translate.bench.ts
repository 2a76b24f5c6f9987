// Benchmark: request and stream translation beside a plain JSON.parse + JSON.stringify of the same data.
// Run: npx tsx --conditions=@modelgate/source bench/translate.bench.ts   (prints figures; asserts nothing)
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseSseText } from '@modelgate/ir';
import { createStreamTranslator, readClientAnswer, translateRequest, type FormatId, type RequestBodyOf, type ResponseContext } from '../src/index.js';
import { measureAlternating } from './measure-alternating.js';
import { requestInput } from '../src/testing-fixtures/request-input.js';

const SCHEMA = 'https://json-schema.org/draft/2020-12/schema';
const TOOL_NAMES = ['Agent', 'Bash', 'CronCreate', 'CronDelete', 'CronList', 'Edit', 'EnterWorktree', 'ExitWorktree', 'NotebookEdit', 'Read', 'ReportFindings',
  'ScheduleWakeup', 'SendMessage', 'Skill', 'TaskCreate', 'TaskGet', 'TaskList', 'TaskOutput', 'TaskStop', 'TaskUpdate', 'WebFetch', 'WebSearch', 'Workflow', 'Write'];
const prose = (words: number, seed: string): string => Array.from({ length: words }, (_, index) => `${seed}${index % 17}`).join(' ');

/** A Claude-Code-shaped request (PROTOCOLS.md §1.3, §1.4) of about 76 KB. */
function claudeCodeRequest(): unknown {
  const tools = TOOL_NAMES.map((name) => ({
    name,
    description: prose(155, name.toLowerCase()),
    input_schema: {
      $schema: SCHEMA, type: 'object', additionalProperties: false, required: ['input'],
      properties: { input: { type: 'string', description: prose(20, 'in') }, timeout: { type: 'number' }, options: { type: 'object', properties: { verbose: { type: 'boolean' } } } },
    },
  }));
  const messages: unknown[] = [
    { role: 'user', content: [{ type: 'text', text: `<system-reminder>\n${prose(120, 'ctx')}\n</system-reminder>\n\n` }, { type: 'text', text: 'fix the failing test' }] },
    { role: 'system', content: `Available agent types for the Agent tool: ${prose(150, 'agent')}` },
  ];
  for (let turn = 0; turn < 12; turn += 1) {
    messages.push({ role: 'assistant', content: [
      { type: 'thinking', thinking: prose(40, 'think'), signature: 'c2ln'.repeat(40) },
      { type: 'text', text: prose(25, 'say') },
      { type: 'tool_use', id: `toolu_${turn}`, name: 'Bash', input: { command: `npm test -- ${turn}`, description: 'Run tests' } },
    ] });
    messages.push({ role: 'user', content: [{ type: 'tool_result', tool_use_id: `toolu_${turn}`, content: prose(130, 'out'), is_error: false }] });
  }
  return {
    model: 'claude-opus-4-8', max_tokens: 64000, stream: true, thinking: { type: 'adaptive' }, output_config: { effort: 'high' },
    metadata: { user_id: '{"device_id":"0f3c","account_uuid":"","session_id":"5b1e"}' },
    system: [
      { type: 'text', text: 'x-anthropic-billing-header: cc_version=2.1.197.123; cc_entrypoint=sdk-cli;' },
      { type: 'text', text: "You are a Claude agent, built on Anthropic's Claude Agent SDK.", cache_control: { type: 'ephemeral' } },
      { type: 'text', text: prose(900, 'sys'), cache_control: { type: 'ephemeral' } },
    ],
    messages, tools,
  };
}

/** An Anthropic upstream stream of `count` events: text deltas, then one tool call. */
function anthropicStream(count: number): string {
  const event = (name: string, data: object): string => `event: ${name}\ndata: ${JSON.stringify({ type: name, ...data })}\n\n`;
  const parts = [event('message_start', { message: { id: 'msg_1', type: 'message', role: 'assistant', model: 'm', content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 1 } } }),
    event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } })];
  for (let index = 0; index < count - 8; index += 1) parts.push(event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: `word${index} ` } }));
  parts.push(event('content_block_stop', { index: 0 }), event('content_block_start', { index: 1, content_block: { type: 'tool_use', id: 'toolu_1', name: 'Bash', input: {} } }),
    event('content_block_delta', { index: 1, delta: { type: 'input_json_delta', partial_json: '{"command":"ls"}' } }), event('content_block_stop', { index: 1 }),
    event('message_delta', { delta: { stop_reason: 'tool_use', stop_sequence: null }, usage: { output_tokens: count } }), event('message_stop', {}));
  return parts.join('');
}

/** Median µs per call of `candidate` and of `baseline`, measured in alternating rounds so machine load hits both alike. */
function measurePair(candidate: () => void, baseline: () => void): { candidate: number; baseline: number } {
  const [candidateMicros = 0, baselineMicros = 0] = measureAlternating([candidate, baseline], { rounds: 15, roundMs: 40, warmUp: 20 });
  return { candidate: candidateMicros, baseline: baselineMicros };
}

const CLIENT_REQUESTS: RequestBodyOf = {
  'openai-chat': { model: 'client-model', messages: [{ role: 'user', content: 'hi' }], stream: true, stream_options: { include_usage: true } },
  'openai-responses': { model: 'client-model', input: 'hi', stream: true },
  'anthropic-messages': { model: 'client-model', max_tokens: 100, messages: [{ role: 'user', content: 'hi' }], stream: true },
};
const contextFor = (to: FormatId): ResponseContext => ({ model: 'client-model', now: () => 0, newId: (prefix: string) => `${prefix}1`, clientAnswer: readClientAnswer(to, CLIENT_REQUESTS[to]) });
const rows: string[][] = [['case', 'µs/op', 'baseline µs/op', 'ratio']];
const format = (value: number): string => value.toFixed(1);

const requestText = JSON.stringify(claudeCodeRequest());
const jsonRoundTrip = (): void => {
  JSON.stringify(JSON.parse(requestText));
};
for (const to of ['openai-chat', 'openai-responses'] as FormatId[]) {
  const options = { model: 'up', defaultMaxOutputTokens: 32000 };
  const parsed = requestInput('anthropic-messages', to, JSON.parse(requestText), options);
  const only = measurePair(() => translateRequest(parsed), jsonRoundTrip);
  rows.push([`request ${(requestText.length / 1024).toFixed(0)} KB → ${to} (translate only)`, format(only.candidate), format(only.baseline), `${(only.candidate / only.baseline).toFixed(2)}×`]);
  const full = measurePair(() => JSON.stringify(translateRequest(requestInput('anthropic-messages', to, JSON.parse(requestText), options)).body), jsonRoundTrip);
  rows.push([`request → ${to} (parse + validate + translate + stringify)`, format(full.candidate), format(full.baseline), `${(full.candidate / full.baseline).toFixed(2)}×`]);
}

const EVENTS = 2000;
const streamText = anthropicStream(EVENTS);
const dataLines = parseSseText(streamText).map((message) => message.data);
const streamBaseline = (): void => {
  for (const line of dataLines) JSON.stringify(JSON.parse(line));
};
for (const to of ['openai-chat', 'openai-responses'] as FormatId[]) {
  const result = measurePair(() => {
    const translator = createStreamTranslator({ from: 'anthropic-messages', to, context: contextFor(to) });
    for (let offset = 0; offset < streamText.length; offset += 512) translator.push(streamText.slice(offset, offset + 512));
    translator.end();
  }, streamBaseline);
  rows.push([`stream of ${EVENTS} events → ${to}, per event`, (result.candidate / EVENTS).toFixed(2), (result.baseline / EVENTS).toFixed(2), `${(result.candidate / result.baseline).toFixed(2)}×`]);
}
const chatStream = readFileSync(new URL('../src/__fixtures__/streams/openai-chat/several-tools.sse', import.meta.url), 'utf8');
const chatMessages = parseSseText(chatStream);
const chatEvents = chatMessages.length;
const chatLines = chatMessages.map((message) => message.data).filter((data) => data.startsWith('{'));
const chatResult = measurePair(() => {
  const translator = createStreamTranslator({ from: 'openai-chat', to: 'anthropic-messages', context: contextFor('anthropic-messages') });
  translator.push(chatStream);
  translator.end();
}, () => {
  for (const line of chatLines) JSON.stringify(JSON.parse(line));
});
rows.push([`chat tool stream (${chatEvents} events, incl. setup) → anthropic-messages, per event`, (chatResult.candidate / chatEvents).toFixed(2), (chatResult.baseline / chatEvents).toFixed(2), `${(chatResult.candidate / chatResult.baseline).toFixed(2)}×`]);

const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
console.log(`\nGoals: request translation under 3× the JSON baseline; stream translation under 5 µs per event.`);
console.log(`Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)} during the run (absolute µs scale with load; ratios much less).`);
