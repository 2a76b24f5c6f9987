import type { BenchFormat } from './bench-format.js';

const ID = 'chatcmpl-bench0001';
const CREATED = 1_767_225_600;

function encodeChunk(model: string, choices: unknown[], usage: unknown = null): string {
  return `data: ${JSON.stringify({ id: ID, object: 'chat.completion.chunk', created: CREATED, model, choices, usage })}\n\n`;
}

function encodeUsage(inputTokens: number, outputTokens: number): Record<string, number> {
  return { prompt_tokens: inputTokens, completion_tokens: outputTokens, total_tokens: inputTokens + outputTokens };
}

export const chatBenchFormat: BenchFormat = {
  id: 'openai-chat',
  label: 'chat',
  path: '/v1/chat/completions',
  createRequestBody(model, stream) {
    return JSON.stringify({
      model,
      messages: [
        { role: 'system', content: 'You are a concise assistant. Answer in one short paragraph.' },
        { role: 'user', content: 'Summarise why a gateway in front of model providers helps a team of developers.' },
      ],
      max_completion_tokens: 256,
      temperature: 0.2,
      stream,
      ...(stream ? { stream_options: { include_usage: true } } : {}),
    });
  },
  createResponse(model, text, usage) {
    return JSON.stringify({
      id: ID,
      object: 'chat.completion',
      created: CREATED,
      model,
      choices: [
        { index: 0, message: { role: 'assistant', content: text, refusal: null, annotations: [] }, logprobs: null, finish_reason: 'stop' },
      ],
      usage: encodeUsage(usage.inputTokens, usage.outputTokens),
    });
  },
  createStreamHead(model) {
    return encodeChunk(model, [{ index: 0, delta: { role: 'assistant', content: '' }, logprobs: null, finish_reason: null }]);
  },
  createStreamDelta(model, text) {
    return encodeChunk(model, [{ index: 0, delta: { content: text }, logprobs: null, finish_reason: null }]);
  },
  createStreamTail(model, _text, usage, { includeUsage }) {
    const finish = encodeChunk(model, [{ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' }]);
    const usageChunk = includeUsage ? encodeChunk(model, [], encodeUsage(usage.inputTokens, usage.outputTokens)) : '';
    return `${finish}${usageChunk}data: [DONE]\n\n`;
  },
  wantsStreamUsage(request) {
    const options = request['stream_options'];
    return typeof options === 'object' && options !== null && (options as Record<string, unknown>)['include_usage'] === true;
  },
};
