import { messagesFormat } from '@modelgate/anthropic-messages';
import { createSseParser, type PassthroughRules } from '@modelgate/ir';
import { chatFormat } from '@modelgate/openai-chat';
import { responsesFormat } from '@modelgate/openai-responses';
import { describe, expect, it } from 'vitest';
import { TRANSLATOR } from '../app/translator.js';
import { createPassthroughObserver } from './create-passthrough-observer.js';

/** Whether a passed-through answer is whole after `text`, by the profile's last-event scan and check. */
function endsStream(rules: PassthroughRules, text: string): boolean {
  const observer = createPassthroughObserver({
    // The answer has begun: only the end of the stream is looked for.
    rules: { ...rules, readStreamItem: () => ({ kind: 'content' }) },
    meter: { pushMessage: () => undefined, usage: () => undefined, stopReason: () => undefined },
    parser: createSseParser(),
    deploymentName: 'd',
  });
  observer.observe(text);
  return observer.isComplete();
}

describe('PassthroughRules.mayEndStream and isLastStreamEvent', () => {
  it.each([
    ['chat [DONE]', chatFormat.passthrough, 'data: {"choices":[]}\n\ndata: [DONE]\n\n', true],
    ['chat [DONE] with CRLF', chatFormat.passthrough, 'data: [DONE]\r\n\r\n', true],
    ['chat [DONE] not yet ended by its blank line', chatFormat.passthrough, 'data: [DONE]\n', false],
    ['chat chunk', chatFormat.passthrough, 'data: {"choices":[{"index":0,"delta":{"content":"[DONE]"}}]}\n\n', false],
    ['messages stop', messagesFormat.passthrough, 'event: message_delta\ndata: {}\n\nevent: message_stop\ndata: {"type":"message_stop"}\n\n', true],
    ['messages delta', messagesFormat.passthrough, 'event: message_delta\ndata: {"type":"message_delta"}\n\n', false],
    ['messages error', messagesFormat.passthrough, 'event: error\ndata: {"type":"error"}\n\n', false],
    ['messages text naming the last event', messagesFormat.passthrough, 'event: content_block_delta\ndata: {"delta":{"text":"message_stop"}}\n\n', false],
    ['messages stop with CRLF', messagesFormat.passthrough, 'event: message_stop\r\ndata: {"type":"message_stop"}\r\n\r\n', true],
    ['responses completed', responsesFormat.passthrough, 'event: response.completed\ndata: {"type":"response.completed"}\n\n', true],
    ['responses incomplete', responsesFormat.passthrough, 'event: response.incomplete\ndata: {}\n\n', true],
    ['responses failed', responsesFormat.passthrough, 'event: response.failed\ndata: {}\n\n', true],
    ['responses delta', responsesFormat.passthrough, 'event: response.output_text.delta\ndata: {"delta":"response.completed"}\n\n', false],
  ] as const)('%s → %s', (_name, rules, text, ends) => {
    expect(endsStream(rules, text)).toBe(ends);
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
      rules: chatFormat.passthrough,
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
