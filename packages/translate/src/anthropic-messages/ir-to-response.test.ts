import { describe, expect, it } from 'vitest';
import type { IrResponse } from '@modelgate/ir';
import { createWarningSink } from '../ir/create-warning-sink.js';
import { createTestResponseContext } from '../testing-fixtures/inspect-sse.js';
import { irToMessagesResponse, irToMessagesResponseJson } from './ir-to-response.js';

const usage = { inputTokens: 117, cachedInputTokens: 100, cacheWriteInputTokens: 3, outputTokens: 42, reasoningTokens: 7 };

describe('irToMessagesResponseJson', () => {
  it.each<[string, IrResponse, string?]>([
    ['a text answer', { content: [{ type: 'text', text: 'Hello "there"\n\u0001 é \u2028 😀 a\ud800b' }], stopReason: 'end_turn', usage }],
    ['no content and no usage, cut at the limit', { content: [{ type: 'text', text: '' }], stopReason: 'max_tokens' }],
    ['a refusal', { content: [{ type: 'refusal', text: 'No "way"' }], stopReason: 'end_turn', usage }],
    ['a stop sequence', { content: [{ type: 'text', text: 'ok' }], stopReason: 'stop_sequence', stopSequence: '"END"\n', usage }],
    [
      'signed and redacted thinking and a tool call',
      {
        content: [
          { type: 'reasoning', text: 'think "hard"', opaque: { format: 'anthropic-messages', kind: 'signature', value: 'sig' } },
          { type: 'reasoning', text: '', opaque: { format: 'anthropic-messages', kind: 'redacted', value: 'xyz' } },
          { type: 'text', text: 'Calling.' },
          { type: 'tool-call', kind: 'function', callId: 'toolu_1', name: 'read', arguments: '{"path":"a \\"b\\""}' },
        ],
        stopReason: 'end_turn',
        usage,
      },
    ],
    ['a model that needs escapes', { content: [{ type: 'text', text: 'ok' }], stopReason: 'end_turn', usage }, 'client "model" \\ \u0000'],
  ])('%s: the same text as JSON.stringify(irToMessagesResponse(…))', (_name, ir, model) => {
    const context = () => ({ ...createTestResponseContext('anthropic-messages'), ...(model === undefined ? {} : { model }) });
    expect(irToMessagesResponseJson(ir, context(), createWarningSink())).toBe(JSON.stringify(irToMessagesResponse(ir, context(), createWarningSink())));
  });
});
