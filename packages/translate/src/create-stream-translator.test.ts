import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createStreamTranslator } from './create-stream-translator.js';
import { FORMAT_IDS, type FormatId } from '@modelgate/ir';
import type { ResponsesRequest } from '@modelgate/openai-responses';
import { chunkText, createTestResponseContext, isTerminal, parseSseEvents } from './testing-fixtures/inspect-sse.js';
import { readWithSdk, type StreamSummary } from './testing-fixtures/read-with-sdk.js';
import { streamEventIssues } from './testing-fixtures/validate-format.js';

const root = new URL('./__fixtures__/streams/', import.meta.url).pathname;
const expected = JSON.parse(readFileSync(`${root}expected.json`, 'utf8')) as Record<string, StreamSummary>;

function translate(from: FormatId, to: FormatId, upstream: string, pieceSize: number): { text: string; translator: ReturnType<typeof createStreamTranslator> } {
  const translator = createStreamTranslator({ from, to, context: createTestResponseContext(to) });
  let text = '';
  for (const piece of chunkText(upstream, pieceSize)) text += translator.push(piece);
  text += translator.end();
  return { text, translator };
}

const cases = FORMAT_IDS.flatMap((from) =>
  readdirSync(`${root}${from}`)
    .filter((file) => file.endsWith('.sse'))
    .flatMap((file) => FORMAT_IDS.filter((to) => to !== from).map((to) => [from, file.replace(/\.sse$/, ''), to] as const)),
);

describe('stream fixtures through every ordered pair', () => {
  it.each(cases)('%s %s → %s', async (from, name, to) => {
    const upstream = readFileSync(`${root}${from}/${name}.sse`, 'utf8');
    const { text, translator } = translate(from, to, upstream, 7);
    await expect(text).toMatchFileSnapshot(`./__snapshots__/streams/${from}/${name}.to-${to}.sse`);

    // Chunking does not change the result (the fast paths of every layer read whole events, or fall back).
    for (const pieceSize of [1, 64, upstream.length]) expect(translate(from, to, upstream, pieceSize).text).toBe(text);

    // A valid stream of the target: every event passes its schema, exactly one terminal event, and it is last.
    const events = parseSseEvents(to, text);
    for (const event of events) {
      if (event.type === 'done' || (to === 'openai-chat' && event.type === 'error')) continue;
      expect(streamEventIssues(to, event.data), `${event.type}`).toEqual([]);
      if (to !== 'openai-chat') expect(event.event).toBe(event.type);
    }
    expect(events.filter((event) => isTerminal(to, event))).toHaveLength(1);
    expect(isTerminal(to, events.at(-1) ?? { type: '', data: null })).toBe(true);

    // Tool arguments are streamed, never left empty (litellm#29491, #25561).
    if (to === 'anthropic-messages') {
      const toolBlocks = events.filter((event) => event.type === 'content_block_start' && (event.data as { content_block: { type: string } }).content_block.type === 'tool_use');
      for (const block of toolBlocks) {
        const index = (block.data as { index: number }).index;
        const json = events
          .filter((event) => event.type === 'content_block_delta' && (event.data as { index: number }).index === index)
          .map((event) => (event.data as { delta: { partial_json?: string } }).delta.partial_json ?? '')
          .join('');
        expect(json).not.toBe('');
      }
    }

    // The official SDK parser of the target reads it to the expected final message.
    const summary = await readWithSdk(to, text);
    const want = expected[name];
    if (want !== undefined && 'error' in want) {
      expect(summary).toHaveProperty('error');
      expect('error' in summary ? summary.error : '').toContain(want.error);
    } else {
      expect(summary).toEqual({
        ...want,
        reasoning: to === 'openai-chat' ? '' : (want as { reasoning: string }).reasoning,
        inputTokens: 117,
        cachedInputTokens: 100,
      });
      expect(translator.usage()).toEqual({ inputTokens: 117, cachedInputTokens: 100, cacheWriteInputTokens: 5, outputTokens: 20, reasoningTokens: 0 });
      expect(translator.hasContent()).toBe(true);
      if (to === 'openai-chat') {
        const reasoning = events.map((event) => {
          const choices = (event.data as { choices?: { delta?: { reasoning_content?: string } }[] }).choices;
          return choices?.[0]?.delta?.reasoning_content ?? '';
        });
        expect(reasoning.join('')).toBe((want as { reasoning: string }).reasoning);
      }
    }
  });
});

describe('createStreamTranslator.isComplete', () => {
  const pairs = FORMAT_IDS.flatMap((from) =>
    ['text', 'tool-and-text', 'error-mid-stream', 'truncated'].flatMap((name) => FORMAT_IDS.map((to) => [from, name, to] as const)),
  );
  it.each(pairs)('%s %s → %s: true from the push that wrote the terminal event, and nothing is written after it', (from, name, to) => {
    const upstream = readFileSync(`${root}${from}/${name}.sse`, 'utf8');
    const translator = createStreamTranslator({ from, to, context: createTestResponseContext(to) });
    let text = '';
    let afterComplete = '';
    let completeBeforeEnd = false;
    for (const piece of chunkText(upstream, 9)) {
      const output = translator.push(piece);
      if (completeBeforeEnd) afterComplete += output;
      text += output;
      if (translator.isComplete() && !completeBeforeEnd) {
        completeBeforeEnd = true;
        const events = parseSseEvents(to, text);
        expect(events.filter((event) => isTerminal(to, event))).toHaveLength(1);
        expect(isTerminal(to, events.at(-1) ?? { type: '', data: null })).toBe(true);
        expect(text.endsWith('\n\n')).toBe(true);
      }
    }
    const rest = translator.end();
    if (completeBeforeEnd) afterComplete += rest;
    expect(afterComplete).toBe('');
    // A stream cut short is only complete once end() wrote the error event for it.
    expect(completeBeforeEnd).toBe(name !== 'truncated');
    expect(translator.isComplete()).toBe(true);
  });
});

describe('createStreamTranslator, same format (passthrough)', () => {
  it.each(FORMAT_IDS)('%s: passes the text through unchanged and meters it', (format) => {
    const upstream = readFileSync(`${root}${format}/tool-and-text.sse`, 'utf8');
    const { text, translator } = translate(format, format, upstream, 11);
    expect(text).toBe(upstream);
    expect(translator.usage()).toMatchObject({ inputTokens: 117, cachedInputTokens: 100 });
    expect(translator.hasContent()).toBe(true);
  });

  it.each(FORMAT_IDS)('%s: adds one terminal error event when the upstream is cut short', async (format) => {
    const upstream = readFileSync(`${root}${format}/truncated.sse`, 'utf8');
    const { text } = translate(format, format, upstream, 5);
    expect(text.startsWith(upstream)).toBe(true);
    const events = parseSseEvents(format, text);
    expect(events.filter((event) => isTerminal(format, event))).toHaveLength(1);
    const summary = await readWithSdk(format, text);
    expect(summary).toHaveProperty('error');
  });

  it('answers fail() with a response.failed that keeps the upstream response id', () => {
    const translator = createStreamTranslator({ from: 'openai-responses', to: 'openai-responses', context: createTestResponseContext('openai-responses') });
    translator.push(readFileSync(`${root}openai-responses/truncated.sse`, 'utf8'));
    const events = parseSseEvents('openai-responses', translator.fail({ status: 429, message: 'Slow down', code: 'rate_limit_exceeded' }));
    expect(events.map((event) => event.type)).toEqual(['response.failed']);
    expect(events[0]?.data).toMatchObject({ response: { id: 'resp_up', status: 'failed', error: { code: 'rate_limit_exceeded' } } });
    expect(translator.end()).toBe('');
  });
});

describe('createStreamTranslator, failures', () => {
  it.each(FORMAT_IDS.flatMap((from) => FORMAT_IDS.filter((to) => to !== from).map((to) => [from, to] as const)))(
    '%s → %s: fail() before any upstream byte still gives one terminal event the SDK rejects',
    async (from, to) => {
      const translator = createStreamTranslator({ from, to, context: createTestResponseContext(to) });
      const text = translator.fail({ status: 529, message: 'Overloaded' }) + translator.end();
      const events = parseSseEvents(to, text);
      expect(events.filter((event) => isTerminal(to, event))).toHaveLength(1);
      expect(translator.hasContent()).toBe(false);
      expect(await readWithSdk(to, text)).toEqual({ error: expect.stringContaining('Overloaded') });
    },
  );
});

describe('createStreamTranslator.upstreamError', () => {
  it.each(FORMAT_IDS.flatMap((from) => FORMAT_IDS.map((to) => [from, to] as const)))('%s → %s: the error event the upstream sent, and none without one', (from, to) => {
    const failing = createStreamTranslator({ from, to, context: createTestResponseContext(to) });
    for (const piece of chunkText(readFileSync(`${root}${from}/error-mid-stream.sse`, 'utf8'), 7)) failing.push(piece);
    expect(failing.upstreamError()).toMatchObject({ message: expect.any(String) });
    const whole = createStreamTranslator({ from, to, context: createTestResponseContext(to) });
    whole.push(readFileSync(`${root}${from}/text.sse`, 'utf8'));
    whole.end();
    expect(whole.upstreamError()).toBeUndefined();
  });
});

describe('createStreamTranslator, Codex tools across formats', () => {
  const codexRequest: ResponsesRequest = {
    model: 'm', input: 'patch it',
    tools: [
      { type: 'custom', name: 'apply_patch', format: { type: 'grammar', syntax: 'lark', definition: 'start: x' } },
      { type: 'namespace', name: 'multi_agent_v1', tools: [{ type: 'function', name: 'close_agent', parameters: { type: 'object' } }] },
    ],
  };
  const event = (name: string, data: object): string => `event: ${name}\ndata: ${JSON.stringify({ type: name, ...data })}\n\n`;
  const anthropicUpstream = [
    event('message_start', { message: { id: 'msg_1', type: 'message', role: 'assistant', model: 'claude', content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 5, output_tokens: 1 } } }),
    event('content_block_start', { index: 0, content_block: { type: 'tool_use', id: 'toolu_1', name: 'apply_patch', input: {} } }),
    event('content_block_delta', { index: 0, delta: { type: 'input_json_delta', partial_json: '{"input":"*** Begin Patch\\n' } }),
    event('content_block_delta', { index: 0, delta: { type: 'input_json_delta', partial_json: '*** End Patch"}' } }),
    event('content_block_stop', { index: 0 }),
    event('content_block_start', { index: 1, content_block: { type: 'tool_use', id: 'toolu_2', name: 'multi_agent_v1__close_agent', input: {} } }),
    event('content_block_delta', { index: 1, delta: { type: 'input_json_delta', partial_json: '{"id":"7"}' } }),
    event('content_block_stop', { index: 1 }),
    event('message_delta', { delta: { stop_reason: 'tool_use', stop_sequence: null }, usage: { output_tokens: 9 } }),
    event('message_stop', {}),
  ].join('');

  it('gives Codex back custom_tool_call and namespaced function_call items (Anthropic upstream)', async () => {
    const translator = createStreamTranslator({ from: 'anthropic-messages', to: 'openai-responses', context: createTestResponseContext('openai-responses', codexRequest) });
    const text = chunkText(anthropicUpstream, 9).map((piece) => translator.push(piece)).join('') + translator.end();
    const events = parseSseEvents('openai-responses', text);
    for (const item of events) expect(streamEventIssues('openai-responses', item.data)).toEqual([]);
    const done = events.filter((item) => item.type === 'response.output_item.done').map((item) => (item.data as { item: unknown }).item);
    expect(done).toEqual([
      { id: 'ctc_0002', type: 'custom_tool_call', status: 'completed', call_id: 'toolu_1', name: 'apply_patch', input: '*** Begin Patch\n*** End Patch' },
      { id: 'fc_0003', type: 'function_call', status: 'completed', call_id: 'toolu_2', name: 'close_agent', arguments: '{"id":"7"}', namespace: 'multi_agent_v1' },
    ]);
    expect(events.map((item) => item.type)).toContain('response.custom_tool_call_input.delta');
    expect(await readWithSdk('openai-responses', text)).toMatchObject({ stop: 'tool', toolCalls: [{ name: 'close_agent', input: { id: '7' } }] });
  });

  it('streams a Responses custom_tool_call to Claude clients as {"input": …} tool_use JSON', async () => {
    let sequence = 0;
    const responsesEvent = (name: string, data: object): string => event(name, { sequence_number: sequence++, ...data });
    const item = { id: 'ctc_1', type: 'custom_tool_call', status: 'in_progress', call_id: 'call_1', name: 'apply_patch', input: '' };
    const upstream = [
      responsesEvent('response.created', { response: { id: 'resp_1', object: 'response', created_at: 1, status: 'in_progress', model: 'gpt', output: [] } }),
      responsesEvent('response.output_item.added', { output_index: 0, item }),
      responsesEvent('response.custom_tool_call_input.delta', { item_id: 'ctc_1', output_index: 0, delta: 'line "one"\n' }),
      responsesEvent('response.custom_tool_call_input.delta', { item_id: 'ctc_1', output_index: 0, delta: 'line two' }),
      responsesEvent('response.output_item.done', { output_index: 0, item: { ...item, status: 'completed', input: 'line "one"\nline two' } }),
      responsesEvent('response.completed', { response: { id: 'resp_1', object: 'response', created_at: 1, status: 'completed', model: 'gpt', output: [], usage: { input_tokens: 3, output_tokens: 4, total_tokens: 7 } } }),
    ].join('');
    const translator = createStreamTranslator({ from: 'openai-responses', to: 'anthropic-messages', context: createTestResponseContext('anthropic-messages') });
    const text = translator.push(upstream) + translator.end();
    expect(await readWithSdk('anthropic-messages', text)).toMatchObject({ stop: 'tool', toolCalls: [{ name: 'apply_patch', input: { input: 'line "one"\nline two' } }] });
  });
});

describe('translators running at once', () => {
  // Each translator owns its stream's state: two streams fed in turns give what each gives alone.
  it.each(FORMAT_IDS.flatMap((from) => FORMAT_IDS.filter((to) => to !== from).map((to) => [from, to] as const)))('%s → %s, two streams interleaved', (from, to) => {
    const first = readFileSync(`${root}${from}/tool-and-text.sse`, 'utf8');
    const second = readFileSync(`${root}${from}/thinking.sse`, 'utf8');
    const translators = [createStreamTranslator({ from, to, context: createTestResponseContext(to) }), createStreamTranslator({ from, to, context: createTestResponseContext(to) })] as const;
    const pieces = [chunkText(first, 11), chunkText(second, 11)] as const;
    const texts = ['', ''];
    for (let index = 0; index < Math.max(pieces[0].length, pieces[1].length); index += 1) {
      texts[0] += translators[0].push(pieces[0][index] ?? '');
      texts[1] += translators[1].push(pieces[1][index] ?? '');
    }
    texts[0] += translators[0].end();
    texts[1] += translators[1].end();
    expect(texts).toEqual([translate(from, to, first, 11).text, translate(from, to, second, 11).text]);
  });
});
