import { createSseParser } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { TRANSLATOR } from '../app/translator.js';
import { createPassthroughObserver } from './create-passthrough-observer.js';
import { chatFormatProfile } from '../formats/chat-format-profile.js';
import type { FormatProfile } from '../formats/format-profile.js';
import { messagesFormatProfile } from '../formats/messages-format-profile.js';
import { responsesFormatProfile } from '../formats/responses-format-profile.js';

/** Whether a passed-through answer is whole after `text`, by the profile's last-event scan and check. */
function endsStream(profile: FormatProfile, text: string): boolean {
  const observer = createPassthroughObserver({
    // The answer has begun: only the end of the stream is looked for.
    profile: { ...profile, readStreamItem: () => ({ kind: 'content' }) },
    meter: { pushMessage: () => undefined, usage: () => undefined },
    parser: createSseParser(),
    deploymentName: 'd',
  });
  observer.observe(text);
  return observer.isComplete();
}

describe('FormatProfile.mayEndStream and isLastStreamEvent', () => {
  it.each([
    ['chat [DONE]', chatFormatProfile, 'data: {"choices":[]}\n\ndata: [DONE]\n\n', true],
    ['chat [DONE] with CRLF', chatFormatProfile, 'data: [DONE]\r\n\r\n', true],
    ['chat [DONE] not yet ended by its blank line', chatFormatProfile, 'data: [DONE]\n', false],
    ['chat chunk', chatFormatProfile, 'data: {"choices":[{"index":0,"delta":{"content":"[DONE]"}}]}\n\n', false],
    ['messages stop', messagesFormatProfile, 'event: message_delta\ndata: {}\n\nevent: message_stop\ndata: {"type":"message_stop"}\n\n', true],
    ['messages delta', messagesFormatProfile, 'event: message_delta\ndata: {"type":"message_delta"}\n\n', false],
    ['messages error', messagesFormatProfile, 'event: error\ndata: {"type":"error"}\n\n', false],
    ['messages text naming the last event', messagesFormatProfile, 'event: content_block_delta\ndata: {"delta":{"text":"message_stop"}}\n\n', false],
    ['messages stop with CRLF', messagesFormatProfile, 'event: message_stop\r\ndata: {"type":"message_stop"}\r\n\r\n', true],
    ['responses completed', responsesFormatProfile, 'event: response.completed\ndata: {"type":"response.completed"}\n\n', true],
    ['responses incomplete', responsesFormatProfile, 'event: response.incomplete\ndata: {}\n\n', true],
    ['responses failed', responsesFormatProfile, 'event: response.failed\ndata: {}\n\n', true],
    ['responses delta', responsesFormatProfile, 'event: response.output_text.delta\ndata: {"delta":"response.completed"}\n\n', false],
  ] as const)('%s → %s', (_name, profile, text, ends) => {
    expect(endsStream(profile, text)).toBe(ends);
  });
});

describe('createPassthroughObserver', () => {
  const chunks = [
    'data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}\n\n',
    'data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"Hel',
    'lo"},"finish_reason":null}]}\n\ndata: {"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\n',
    'data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[],"usage":{"prompt_tokens":4,"completion_tokens":2,"total_tokens":6}}\n\ndata: [DONE]\n\n',
  ];

  it('gives each chunk to the one parser once, and reads classification, the last event and usage from its events', async () => {
    const pushed: string[] = [];
    const parser = createSseParser();
    const observer = createPassthroughObserver({
      profile: chatFormatProfile,
      meter: TRANSLATOR.createStreamUsageMeter('openai-chat'),
      parser: { push: (text) => (pushed.push(text), parser.push(text)), end: () => parser.end() },
      deploymentName: 'd',
    });
    for (const [index, chunk] of chunks.entries()) {
      observer.observe(chunk);
      expect(observer.hasContent()).toBe(index >= 2);
      expect(observer.isComplete()).toBe(index === 3);
      if (index === 1) await new Promise((resolve) => setImmediate(resolve));
    }
    observer.end();
    expect(observer.usage()).toMatchObject({ inputTokens: 4, outputTokens: 2 });
    expect(pushed.join('')).toBe(chunks.join(''));
  });
});
