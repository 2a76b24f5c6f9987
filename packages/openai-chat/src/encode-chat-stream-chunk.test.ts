import { describe, expect, it } from 'vitest';
import { createChatStreamDecoder } from './create-chat-stream-decoder.js';
import { CHAT_STREAM_DONE, encodeChatStreamChunk } from './encode-chat-stream-chunk.js';
import type { ChatStreamChunk } from './types.js';

const first: ChatStreamChunk = {
  id: 'chatcmpl-1',
  object: 'chat.completion.chunk',
  created: 1763712002,
  model: 'gpt-5.1-mini',
  choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
  usage: null,
};
const usage: ChatStreamChunk = {
  ...first,
  choices: [],
  usage: { prompt_tokens: 24, completion_tokens: 6, total_tokens: 30, prompt_tokens_details: { cached_tokens: 0 } },
};

describe('encodeChatStreamChunk', () => {
  it('writes data-only SSE with no event line', () => {
    expect(encodeChatStreamChunk(first)).toBe(`data: ${JSON.stringify(first)}\n\n`);
    expect(encodeChatStreamChunk(first)).not.toContain('event:');
  });

  it('ends the stream with data: [DONE]', () => {
    expect(CHAT_STREAM_DONE).toBe('data: [DONE]\n\n');
  });

  it('round-trips through the decoder, including the choices:[] usage chunk', () => {
    const text = encodeChatStreamChunk(first) + encodeChatStreamChunk(usage) + CHAT_STREAM_DONE;
    expect(createChatStreamDecoder().push(text)).toEqual([
      { type: 'chunk', chunk: first },
      { type: 'chunk', chunk: usage },
      { type: 'done' },
    ]);
  });
});
