import type { BenchFormat } from './bench-format.js';

const ID = 'msg_bench0001';

function encodeEvent(type: string, data: Record<string, unknown>): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
}

export const messagesBenchFormat: BenchFormat = {
  id: 'anthropic-messages',
  label: 'messages',
  path: '/v1/messages',
  createRequestBody(model, stream) {
    return JSON.stringify({
      model,
      max_tokens: 256,
      system: 'You are a concise assistant. Answer in one short paragraph.',
      messages: [{ role: 'user', content: 'Summarise why a gateway in front of model providers helps a team of developers.' }],
      temperature: 0.2,
      stream,
    });
  },
  createResponse(model, text, usage) {
    return JSON.stringify({
      id: ID,
      type: 'message',
      role: 'assistant',
      content: [{ type: 'text', text }],
      model,
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: {
        input_tokens: usage.inputTokens,
        output_tokens: usage.outputTokens,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
      },
    });
  },
  createStreamHead(model, usage) {
    const message = {
      id: ID,
      type: 'message',
      role: 'assistant',
      content: [],
      model,
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: usage.inputTokens, output_tokens: 1, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
    };
    return (
      encodeEvent('message_start', { message }) +
      encodeEvent('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }) +
      encodeEvent('ping', {})
    );
  },
  createStreamDelta(_model, text) {
    return encodeEvent('content_block_delta', { index: 0, delta: { type: 'text_delta', text } });
  },
  createStreamTail(_model, _text, usage) {
    return (
      encodeEvent('content_block_stop', { index: 0 }) +
      encodeEvent('message_delta', {
        delta: { stop_reason: 'end_turn', stop_sequence: null },
        usage: { output_tokens: usage.outputTokens },
      }) +
      encodeEvent('message_stop', {})
    );
  },
  wantsStreamUsage() {
    return true;
  },
};
