import { describe, expect, it } from 'vitest';
import { runSteps, sseInputs, typesOf } from '../testing-fixtures/run-steps.js';
import { createChatStreamToIr } from './stream-to-ir.js';

const chunk = (delta: Record<string, unknown>, finish: string | null = null): Record<string, unknown> => ({
  id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }],
});

describe('createChatStreamToIr', () => {
  it.each([
    ['text', [chunk({ role: 'assistant', content: '' }), chunk({ content: 'Hi' }), chunk({}, 'stop'), '[DONE]' as const], ['response-start', 'text-start', 'text-delta', 'text-end', 'finish', 'end']],
    // litellm#29286: content and `tool_calls: []` in one chunk must keep the text.
    ['content with empty tool_calls', [chunk({ content: 'Hi', tool_calls: [] }), chunk({}, 'stop'), '[DONE]' as const], ['response-start', 'text-start', 'text-delta', 'text-end', 'finish', 'end']],
    ['no finish_reason but [DONE]', [chunk({ content: 'Hi' }), '[DONE]' as const], ['response-start', 'text-start', 'text-delta', 'text-end', 'finish', 'end']],
    ['truncated: no terminal', [chunk({ content: 'Hi' })], ['response-start', 'text-start', 'text-delta', 'end']],
  ])('%s', (_name, data, expected) => {
    expect(typesOf(runSteps(createChatStreamToIr(), sseInputs(...data)))).toEqual(expected);
  });

  it('reads a custom tool call\'s fragments (type custom, raw input) as a custom tool call', () => {
    const events = runSteps(createChatStreamToIr(), sseInputs(
      chunk({ tool_calls: [{ index: 0, id: 'call_a', type: 'custom', custom: { name: 'apply_patch', input: '' } }] }),
      chunk({ tool_calls: [{ index: 0, custom: { input: '*** Begin' } }] }),
      chunk({ tool_calls: [{ index: 0, custom: { input: ' Patch' } }] }),
      chunk({}, 'tool_calls'),
      '[DONE]',
    ));
    expect(events).toEqual([
      { type: 'response-start', id: 'c1', model: 'm' },
      { type: 'tool-call-start', blockId: 't0', callId: 'call_a', name: 'apply_patch', kind: 'custom' },
      { type: 'tool-call-delta', blockId: 't0', argumentsDelta: '*** Begin' },
      { type: 'tool-call-delta', blockId: 't0', argumentsDelta: ' Patch' },
      { type: 'tool-call-end', blockId: 't0' },
      { type: 'finish', stopReason: 'tool_use' },
      { type: 'end' },
    ]);
  });

  it('gives each tool-call index its own block, and streams its arguments', () => {
    const events = runSteps(createChatStreamToIr(), sseInputs(
      chunk({ tool_calls: [{ index: 0, id: 'call_a', type: 'function', function: { name: 'f', arguments: '' } }] }),
      chunk({ tool_calls: [{ index: 1, id: 'call_b', type: 'function', function: { name: 'g', arguments: '{"x"' } }] }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: '{}' } }] }),
      chunk({ tool_calls: [{ index: 1, function: { arguments: ':1}' } }] }),
      chunk({}, 'tool_calls'),
      '[DONE]',
    ));
    expect(events).toEqual([
      { type: 'response-start', id: 'c1', model: 'm' },
      { type: 'tool-call-start', blockId: 't0', callId: 'call_a', name: 'f', kind: 'function' },
      { type: 'tool-call-start', blockId: 't1', callId: 'call_b', name: 'g', kind: 'function' },
      { type: 'tool-call-delta', blockId: 't1', argumentsDelta: '{"x"' },
      { type: 'tool-call-delta', blockId: 't0', argumentsDelta: '{}' },
      { type: 'tool-call-delta', blockId: 't1', argumentsDelta: ':1}' },
      { type: 'tool-call-end', blockId: 't0' },
      { type: 'tool-call-end', blockId: 't1' },
      { type: 'finish', stopReason: 'tool_use' },
      { type: 'end' },
    ]);
  });

  it('waits for the usage chunk that follows finish_reason', () => {
    const events = runSteps(createChatStreamToIr(), sseInputs(
      chunk({ content: 'Hi' }, 'stop'),
      { id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [], usage: { prompt_tokens: 10, completion_tokens: 2, total_tokens: 12, prompt_tokens_details: { cached_tokens: 6 } } },
      '[DONE]',
    ));
    expect(typesOf(events)).toEqual(['response-start', 'text-start', 'text-delta', 'text-end', 'usage', 'finish', 'end']);
    expect(events[4]).toEqual({ type: 'usage', usage: { inputTokens: 10, cachedInputTokens: 6, outputTokens: 2 } });
  });

  it('turns an error chunk into an error event', () => {
    const events = runSteps(createChatStreamToIr(), sseInputs({ error: { message: 'too long', type: 'invalid_request_error', code: 'context_length_exceeded' } }));
    expect(events[0]).toEqual({ type: 'error', error: { status: 400, message: 'too long', type: 'invalid_request_error', code: 'context_length_exceeded' } });
  });
});

describe('createChatStreamToIr without tool-call indexes', () => {
  it('tells calls apart by id when a server omits `index`', () => {
    const events = runSteps(createChatStreamToIr(), sseInputs(
      chunk({ tool_calls: [{ id: 'call_a', type: 'function', function: { name: 'f', arguments: '{"a"' } }] }),
      chunk({ tool_calls: [{ function: { arguments: ':1}' } }] }),
      chunk({ tool_calls: [{ id: 'call_b', type: 'function', function: { name: 'g', arguments: '{}' } }] }),
      chunk({}, 'tool_calls'),
      '[DONE]',
    ));
    expect(events.filter((event) => event.type.startsWith('tool-call'))).toEqual([
      { type: 'tool-call-start', blockId: 't0', callId: 'call_a', name: 'f', kind: 'function' },
      { type: 'tool-call-delta', blockId: 't0', argumentsDelta: '{"a"' },
      { type: 'tool-call-delta', blockId: 't0', argumentsDelta: ':1}' },
      { type: 'tool-call-start', blockId: 't1', callId: 'call_b', name: 'g', kind: 'function' },
      { type: 'tool-call-delta', blockId: 't1', argumentsDelta: '{}' },
      { type: 'tool-call-end', blockId: 't0' },
      { type: 'tool-call-end', blockId: 't1' },
    ]);
  });
});
