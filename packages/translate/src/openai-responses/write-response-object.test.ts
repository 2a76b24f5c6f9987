import { describe, expect, it } from 'vitest';
import { EMPTY_USAGE } from '@modelgate/ir';
import type { ResponsesOutputMessage } from '@modelgate/openai-responses';
import { writeResponseObject, writeResponseObjectJson, type ResponseObjectInput } from './write-response-object.js';
import { writeMessageItem, writeOutputItemsJson, writeReasoningItem, writeToolCallItem } from './write-output-item.js';
import { writeResponsesUsage, writeResponsesUsageJson } from './map-usage.js';

const item: ResponsesOutputMessage = { id: 'msg_1', type: 'message', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: 'Hi "there"\n', annotations: [], logprobs: [] }] };
const base = { id: 'resp_1', createdAt: 1_700_000_000, model: 'client-"model"' };

describe('writeResponseObjectJson', () => {
  it.each<[string, ResponseObjectInput]>([
    ['in progress', { ...base, status: 'in_progress', output: [] }],
    ['completed with output and usage', { ...base, status: 'completed', output: [item], usage: { ...EMPTY_USAGE, inputTokens: 3, outputTokens: 4, cachedInputTokens: 1 } }],
    ['incomplete', { ...base, status: 'incomplete', output: [item], usage: EMPTY_USAGE, incompleteReason: 'max_output_tokens' }],
    ['failed', { ...base, status: 'failed', output: [], error: { code: 'server_error', message: 'Upstream "broke"' } }],
    ['an id and model that need escapes', { ...base, id: 'resp_\u2028"\\\ud800', model: 'm\u0001\n', status: 'in_progress', output: [] }],
  ])('%s: the same text as JSON.stringify(writeResponseObject(…))', (_name, input) => {
    expect(writeResponseObjectJson(input)).toBe(JSON.stringify(writeResponseObject(input)));
  });

  it('writes the output from its JSON text when given (a stream keeps each item as sent), byte for byte', () => {
    const input: ResponseObjectInput = { ...base, status: 'completed', output: [item, item], usage: EMPTY_USAGE };
    const outputJson = `[${JSON.stringify(item)},${JSON.stringify(item)}]`;
    expect(writeResponseObjectJson({ ...input, outputJson })).toBe(JSON.stringify(writeResponseObject(input)));
  });
});

describe('writeOutputItemsJson', () => {
  const logprobs = [{ token: 'Hi', logprob: -0.5, bytes: [72, 105], topLogprobs: [] }];
  it.each([
    ['no items', []],
    ['a text message', [writeMessageItem('msg_1', [{ type: 'text', text: 'Hi "there"\n\u0001 é \u2028 \ud83d\ude00' }], 'completed')]],
    ['text and refusal parts, in progress', [writeMessageItem('msg_\\"2', [{ type: 'text', text: '' }, { type: 'refusal', text: 'No "way"' }], 'in_progress')]],
    ['a message without parts, incomplete', [writeMessageItem('msg_3', [], 'incomplete')]],
    ['a text part with logprobs', [writeMessageItem('msg_4', [{ type: 'text', text: 'Hi', logprobs }], 'completed')]],
    ['a lone surrogate', [writeMessageItem('msg_5', [{ type: 'text', text: 'a\ud800b' }], 'completed')]],
    [
      'reasoning, a message and tool calls',
      [
        writeReasoningItem('rs_1', { text: 'thinking "hard"' }),
        writeMessageItem('msg_6', [{ type: 'text', text: 'Calling.' }], 'completed'),
        writeToolCallItem('fc_1', { callId: 'call_1', name: 'read', arguments: '{"path":"a"}', kind: 'function' }, 'completed'),
        writeToolCallItem('ctc_1', { callId: 'call_2', name: 'apply_patch', arguments: '*** Begin', kind: 'custom' }, 'completed'),
      ],
    ],
  ] as const)('%s: the same text as JSON.stringify(items)', (_name, items) => {
    expect(writeOutputItemsJson(items)).toBe(JSON.stringify(items));
  });
});

describe('writeResponsesUsageJson', () => {
  it.each([
    EMPTY_USAGE,
    { inputTokens: 117, cachedInputTokens: 100, cacheWriteInputTokens: 3, outputTokens: 42, reasoningTokens: 7 },
    { inputTokens: 2 ** 53, cachedInputTokens: -0, cacheWriteInputTokens: 0.5, outputTokens: 1e21, reasoningTokens: Number.NaN },
    { inputTokens: Number.POSITIVE_INFINITY, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 1, reasoningTokens: 0 },
  ])('%o: the same text as JSON.stringify(writeResponsesUsage(…))', (usage) => {
    expect(writeResponsesUsageJson(usage)).toBe(JSON.stringify(writeResponsesUsage(usage)));
  });
});
