import { describe, expect, it } from 'vitest';
import type { IrResponse } from '@modelgate/ir';
import { createWarningSink } from '../ir/create-warning-sink.js';
import { createTestResponseContext } from '../testing-fixtures/inspect-sse.js';
import { irToChatResponse, irToChatResponseJson } from './ir-to-response.js';

const usage = { inputTokens: 117, cachedInputTokens: 100, cacheWriteInputTokens: 0, outputTokens: 42, reasoningTokens: 7 };
const logprobs = [{ token: 'Hi', logprob: -0.25, bytes: [72, 105], topLogprobs: [{ token: 'Hi', logprob: -0.25, bytes: [72, 105] }] }];

describe('irToChatResponseJson', () => {
  it.each<[string, IrResponse, string?]>([
    ['a text answer', { content: [{ type: 'text', text: 'Hello "there"\n\u0001 é \u2028 😀' }], stopReason: 'end_turn', usage }],
    ['no content and no usage, cut at the limit', { content: [], stopReason: 'max_tokens' }],
    ['a refusal', { content: [{ type: 'refusal', text: 'No "way"' }], stopReason: 'refusal' }],
    ['text in parts with logprobs', { content: [{ type: 'text', text: 'Hi', logprobs }, { type: 'text', text: ' a\ud800b' }], stopReason: 'end_turn', usage }],
    ['reasoning and a tool call', { content: [{ type: 'reasoning', text: 'think' }, { type: 'tool-call', kind: 'function', callId: 'call_1', name: 'read', arguments: '{"a":1}' }], stopReason: 'end_turn', usage }],
    ['an id and a model that need escapes', { content: [{ type: 'text', text: 'ok' }], stopReason: 'stop_sequence', usage }, 'client "model" \\ \u0000'],
  ])('%s: the same text as JSON.stringify(irToChatResponse(…))', (_name, ir, model) => {
    const context = () => ({ ...createTestResponseContext('openai-chat'), ...(model === undefined ? {} : { model }) });
    expect(irToChatResponseJson(ir, context(), createWarningSink())).toBe(JSON.stringify(irToChatResponse(ir, context(), createWarningSink())));
  });
});
