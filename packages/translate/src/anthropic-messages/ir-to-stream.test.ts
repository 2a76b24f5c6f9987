import { describe, expect, it } from 'vitest';
import type { IrEncoderInput } from '@modelgate/ir';
import { parseSseEvents } from '../testing-fixtures/inspect-sse.js';
import { createSseParser, type SseMessage } from '@modelgate/ir';
import { createStreamProcessor } from '../run-stream-step.js';
import { createTestContext } from '../testing-fixtures/inspect-sse.js';
import { runSteps } from '../testing-fixtures/run-steps.js';
import { createIrToAnthropicStream } from './ir-to-stream.js';

function encode(events: IrEncoderInput[]): { type: string; data: Record<string, unknown> }[] {
  return parseSseEvents('anthropic-messages', runSteps(createIrToAnthropicStream(), events).join('')) as { type: string; data: Record<string, unknown> }[];
}

const usage: IrEncoderInput = { type: 'usage', usage: { inputTokens: 120, cachedInputTokens: 100, cacheWriteInputTokens: 5, outputTokens: 9, reasoningTokens: 0 } };

describe('createIrToAnthropicStream', () => {
  it('never emits an empty text block (new-api#1854)', () => {
    const events = encode([
      { type: 'text-start', blockId: 'a' }, { type: 'text-delta', blockId: 'a', text: '' }, { type: 'text-end', blockId: 'a' },
      { type: 'text-start', blockId: 'b' }, { type: 'text-delta', blockId: 'b', text: 'Hi' }, { type: 'text-end', blockId: 'b' },
      { type: 'finish', stopReason: 'end_turn' }, { type: 'end' },
    ]);
    expect(events.map((event) => event.type)).toEqual(['message_start', 'content_block_start', 'content_block_delta', 'content_block_stop', 'message_delta', 'message_stop']);
    expect(events[1]?.data['index']).toBe(0);
  });

  it('always puts usage, including cache reads and writes, in message_delta (bifrost#1732, litellm#31069)', () => {
    const events = encode([usage, { type: 'text-start', blockId: 'a' }, { type: 'text-delta', blockId: 'a', text: 'x' }, { type: 'text-end', blockId: 'a' }, { type: 'finish', stopReason: 'end_turn' }]);
    expect(events.find((event) => event.type === 'message_delta')?.data['usage']).toEqual({
      input_tokens: 15, output_tokens: 9, cache_creation_input_tokens: 5, cache_read_input_tokens: 100,
    });
    const noUsage = encode([{ type: 'finish', stopReason: 'end_turn' }]);
    expect(noUsage.find((event) => event.type === 'message_delta')?.data['usage']).toEqual({
      input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0,
    });
  });

  it('says tool_use when tool calls were made, whatever the upstream said (CLIProxyAPI#805)', () => {
    const events = encode([
      { type: 'tool-call-start', blockId: 't', callId: 'call_1', name: 'Bash', kind: 'function' },
      { type: 'tool-call-delta', blockId: 't', argumentsDelta: '{"command":"ls"}' },
      { type: 'tool-call-end', blockId: 't' },
      { type: 'finish', stopReason: 'end_turn' },
    ]);
    expect(events.find((event) => event.type === 'message_delta')?.data['delta']).toEqual({ stop_reason: 'tool_use', stop_sequence: null });
  });

  it('streams a custom tool\'s raw input as the {"input": …} JSON it was declared with', () => {
    const events = encode([
      { type: 'tool-call-start', blockId: 't', callId: 'call_1', name: 'apply_patch', kind: 'custom' },
      { type: 'tool-call-delta', blockId: 't', argumentsDelta: '*** Begin "Patch"\n' },
      { type: 'tool-call-delta', blockId: 't', argumentsDelta: '*** End Patch' },
      { type: 'tool-call-end', blockId: 't' },
      { type: 'finish', stopReason: 'tool_use' },
    ]);
    const json = events.filter((event) => event.type === 'content_block_delta').map((event) => (event.data['delta'] as { partial_json: string }).partial_json).join('');
    expect(JSON.parse(json)).toEqual({ input: '*** Begin "Patch"\n*** End Patch' });
  });

  it.each([
    ['upstream ended early', [{ type: 'text-start', blockId: 'a' }, { type: 'text-delta', blockId: 'a', text: 'x' }, { type: 'end' }] as IrEncoderInput[], 'api_error'],
    ['upstream error', [{ type: 'error', error: { status: 529, message: 'Overloaded' } }, { type: 'end' }] as IrEncoderInput[], 'overloaded_error'],
    ['rate limit', [{ type: 'error', error: { status: 429, message: 'Slow down' } }] as IrEncoderInput[], 'rate_limit_error'],
  ])('ends with exactly one error event when the %s', (_name, input, errorType) => {
    const events = encode([...input, { type: 'finish', stopReason: 'end_turn' }, { type: 'end' }]);
    expect(events.filter((event) => event.type === 'error' || event.type === 'message_stop')).toHaveLength(1);
    expect(events.at(-1)?.data['error']).toMatchObject({ type: errorType });
  });
});

describe('keep-alive', () => {
  it('becomes a ping once the message has started, and nothing before', () => {
    const events = encode([{ type: 'keep-alive' }, { type: 'response-start' }, { type: 'keep-alive' }, { type: 'finish', stopReason: 'end_turn' }]);
    expect(events.map((event) => event.type)).toEqual(['message_start', 'ping', 'message_delta', 'message_stop']);
  });
});

describe('the fixed events written as text (issue 20)', () => {
  /** The events of a run with the given model, each as its `event:` name and `data:` text. */
  function encodeRaw(events: IrEncoderInput[], model: string): SseMessage[] {
    const processor = createStreamProcessor(createIrToAnthropicStream(), { ...createTestContext(), model });
    const text = events.flatMap((event) => processor.push(event)).join('');
    const parser = createSseParser();
    return [...parser.push(text), ...parser.end()];
  }

  const odd = 'claude "quoted" \\ é\u2028😀';
  const withUsage: IrEncoderInput = { type: 'usage', usage: { inputTokens: 1_000_000_007, cachedInputTokens: 3, cacheWriteInputTokens: 2, outputTokens: 0.5, reasoningTokens: 1 } };

  it.each([
    ['a plain text answer', 'm', [{ type: 'text-start', blockId: 'a' }, { type: 'text-delta', blockId: 'a', text: 'Hi' }, { type: 'text-end', blockId: 'a' }, { type: 'finish', stopReason: 'end_turn' }]],
    ['usage before the start, a model and stop sequence that need escapes', odd, [withUsage, { type: 'text-start', blockId: 'a' }, { type: 'text-delta', blockId: 'a', text: 'x' }, { type: 'text-end', blockId: 'a' }, { type: 'finish', stopReason: 'stop_sequence', stopSequence: odd }]],
    ['a null stop sequence, two blocks, a tool', 'm', [
      { type: 'reasoning-start', blockId: 'r' }, { type: 'reasoning-delta', blockId: 'r', text: 'think' }, { type: 'reasoning-end', blockId: 'r' },
      { type: 'text-start', blockId: 'a' }, { type: 'text-delta', blockId: 'a', text: 'x' }, { type: 'text-end', blockId: 'a' },
      { type: 'tool-call-start', blockId: 't', callId: 'call_1', name: 'f', kind: 'function' }, { type: 'tool-call-end', blockId: 't' },
      withUsage, { type: 'finish', stopReason: 'max_tokens', stopSequence: null },
    ]],
    ['no content, no usage', 'm', [{ type: 'finish', stopReason: 'end_turn' }]],
  ] as const)('%s: each data line is JSON.stringify of what it reads as, the event named by its type', (_name, model, events) => {
    const messages = encodeRaw([...events] as IrEncoderInput[], model);
    expect(messages.map((message) => message.event)).toContain('message_stop');
    for (const message of messages) {
      const data = JSON.parse(message.data) as Record<string, unknown>;
      expect(JSON.stringify(data)).toBe(message.data);
      expect(message.event).toBe(data['type']);
    }
  });

  it('writes the values: id, model, usage (output 0 at the start), block indexes, stop reason and sequence', () => {
    const messages = encodeRaw([
      withUsage, { type: 'text-start', blockId: 'a' }, { type: 'text-delta', blockId: 'a', text: 'x' }, { type: 'text-end', blockId: 'a' },
      { type: 'text-start', blockId: 'b' }, { type: 'text-delta', blockId: 'b', text: 'y' }, { type: 'text-end', blockId: 'b' },
      { type: 'finish', stopReason: 'stop_sequence', stopSequence: odd },
    ], odd).map((message) => JSON.parse(message.data) as unknown);
    const usage = { input_tokens: 1_000_000_002, output_tokens: 0.5, cache_creation_input_tokens: 2, cache_read_input_tokens: 3 };
    expect(messages).toEqual([
      { type: 'message_start', message: { id: 'msg_0001', type: 'message', role: 'assistant', model: odd, content: [], stop_reason: null, stop_sequence: null, usage: { ...usage, output_tokens: 0 } } },
      { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
      { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'x' } },
      { type: 'content_block_stop', index: 0 },
      { type: 'content_block_start', index: 1, content_block: { type: 'text', text: '' } },
      { type: 'content_block_delta', index: 1, delta: { type: 'text_delta', text: 'y' } },
      { type: 'content_block_stop', index: 1 },
      { type: 'message_delta', delta: { stop_reason: 'stop_sequence', stop_sequence: odd }, usage },
      { type: 'message_stop' },
    ]);
  });
});
