import { FORMAT_IDS, parseSseText, type FormatId, type IrStreamEvent } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { encodeIrResponse } from './encode-ir-response.js';
import { encodeIrStream } from './encode-ir-stream.js';
import { readClientAnswer } from './read-client-answer.js';
import { readIrRequest, type ReadIrRequestInput } from './read-ir-request.js';
import { responseIssues, streamEventIssues } from './testing-fixtures/validate-format.js';
import type { ClientRequest } from './ir/client-request.js';

const usage = { inputTokens: 3, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 2, reasoningTokens: 0 };
const events: IrStreamEvent[] = [
  { type: 'response-start', model: 'm' },
  { type: 'text-start', blockId: 't' },
  { type: 'text-delta', blockId: 't', text: 'Hi' },
  { type: 'text-end', blockId: 't' },
  { type: 'usage', usage },
  { type: 'finish', stopReason: 'end_turn' },
];
const context = (format: FormatId, clientRequest: ClientRequest) => ({ model: 'm', now: () => 1_700_000_000_000, newId: (prefix: string) => `${prefix}1`, clientAnswer: readClientAnswer(format, clientRequest) });
const requests: Record<(typeof FORMAT_IDS)[number], ClientRequest> = {
  'openai-chat': { model: 'm', messages: [{ role: 'user', content: 'say hi' }] },
  'openai-responses': { model: 'm', input: 'say hi' },
  'anthropic-messages': { model: 'm', max_tokens: 10, messages: [{ role: 'user', content: 'say hi' }] },
};

describe.each(FORMAT_IDS)('an answer built in the IR, written as %s', (format) => {
  const request = requests[format];

  it('reads the request into the IR', () => {
    expect(readIrRequest({ format, body: request } as ReadIrRequestInput).messages).toMatchObject([{ role: 'user' }]);
  });

  it('is a valid response body', () => {
    const body = encodeIrResponse({ format, response: { model: 'm', content: [{ type: 'text', text: 'Hi' }], stopReason: 'end_turn', usage }, context: context(format, request) });
    expect(responseIssues(format, body)).toEqual([]);
    expect(JSON.stringify(body)).toContain('Hi');
  });

  it('is a valid stream of events', () => {
    const messages = parseSseText(encodeIrStream({ format, events, context: context(format, request) }).join(''));
    expect(messages.length).toBeGreaterThan(2);
    for (const message of messages.filter((candidate) => candidate.data !== '[DONE]')) expect(streamEventIssues(format, JSON.parse(message.data))).toEqual([]);
  });
});
