import { describe, expect, it } from 'vitest';
import type { IrEncoderInput } from '@modelgate/ir';
import { parseSseEvents } from '../testing-fixtures/inspect-sse.js';
import { runSteps } from '../testing-fixtures/run-steps.js';
import { createIrToChatStream } from './ir-to-stream.js';

type Delta = { role?: string; content?: string; tool_calls?: { index: number; id?: string; type?: string; custom?: unknown }[] };

function deltas(events: IrEncoderInput[]): { deltas: Delta[]; types: string[] } {
  const parsed = parseSseEvents('openai-chat', runSteps(createIrToChatStream(), events).join(''));
  return {
    types: parsed.map((event) => event.type),
    deltas: parsed.flatMap((event) => ((event.data as { choices?: { delta: Delta }[] }).choices ?? []).map((choice) => choice.delta)),
  };
}

describe('createIrToChatStream', () => {
  it('starts with role assistant (Portkey#1399) and gives each tool call its own index (Portkey#1275, ccNexus#89)', () => {
    const { deltas: all, types } = deltas([
      { type: 'response-start' },
      { type: 'tool-call-start', blockId: 'a', callId: 'toolu_1', name: 'Read', kind: 'function' },
      { type: 'tool-call-delta', blockId: 'a', argumentsDelta: '{}' },
      { type: 'tool-call-end', blockId: 'a' },
      { type: 'tool-call-start', blockId: 'b', callId: 'toolu_2', name: 'Read', kind: 'function' },
      { type: 'tool-call-delta', blockId: 'b', argumentsDelta: '{}' },
      { type: 'tool-call-end', blockId: 'b' },
      { type: 'finish', stopReason: 'tool_use' },
    ]);
    expect(all[0]).toEqual({ role: 'assistant', content: '' });
    const indexes = all.flatMap((delta) => (delta.tool_calls ?? []).map((call) => [call.index, call.id]));
    expect(indexes).toEqual([[0, 'toolu_1'], [0, undefined], [1, 'toolu_2'], [1, undefined]]);
    expect(all.every((delta) => delta.tool_calls === undefined || delta.tool_calls.length > 0)).toBe(true);
    expect(types.at(-1)).toBe('done');
  });

  it('streams a custom tool call as OpenAI does: type custom, then raw input pieces', () => {
    const { deltas: all } = deltas([
      { type: 'tool-call-start', blockId: 'a', callId: 'call_1', name: 'apply_patch', kind: 'custom' },
      { type: 'tool-call-delta', blockId: 'a', argumentsDelta: '*** Begin Patch\n' },
      { type: 'tool-call-delta', blockId: 'a', argumentsDelta: '"quoted"' },
      { type: 'tool-call-end', blockId: 'a' },
      { type: 'finish', stopReason: 'end_turn' },
    ]);
    expect(all.flatMap((delta) => delta.tool_calls ?? [])).toEqual([
      { index: 0, id: 'call_1', type: 'custom', custom: { name: 'apply_patch', input: '' } },
      { index: 0, custom: { input: '*** Begin Patch\n' } },
      { index: 0, custom: { input: '"quoted"' } },
    ]);
  });

  it('sends usage in a final chunk with no choices, then [DONE]', () => {
    const text = runSteps(createIrToChatStream(), [
      { type: 'usage', usage: { inputTokens: 10, cachedInputTokens: 4, cacheWriteInputTokens: 0, outputTokens: 3, reasoningTokens: 1 } },
      { type: 'finish', stopReason: 'max_tokens' },
    ]).join('');
    const events = parseSseEvents('openai-chat', text);
    expect(events.map((event) => event.type)).toEqual(['chunk', 'chunk', 'chunk', 'done']);
    expect(events[1]?.data).toMatchObject({ choices: [{ finish_reason: 'length', delta: {} }] });
    expect(events[2]?.data).toMatchObject({ choices: [], usage: { prompt_tokens: 10, completion_tokens: 3, total_tokens: 13, prompt_tokens_details: { cached_tokens: 4 } } });
  });

  it('ends with an error chunk, once, when the upstream ends early', () => {
    const events = parseSseEvents('openai-chat', runSteps(createIrToChatStream(), [{ type: 'text-start', blockId: 'a' }, { type: 'end' }, { type: 'end' }]).join(''));
    expect(events.map((event) => event.type)).toEqual(['chunk', 'error']);
  });
});

describe('createIrToChatStream usage chunk', () => {
  it.each([
    [true, ['chunk', 'chunk', 'chunk', 'done']],
    [false, ['chunk', 'chunk', 'done']],
  ])('includeUsage %s', (includeUsage, types) => {
    const text = runSteps(createIrToChatStream({ includeUsage }), [
      { type: 'usage', usage: { inputTokens: 1, outputTokens: 1 } },
      { type: 'finish', stopReason: 'end_turn' },
    ]).join('');
    expect(parseSseEvents('openai-chat', text).map((event) => event.type)).toEqual(types);
  });
});
