import { isJsonObject, type FormatSamples, type SampleUsage } from '@modelgate/ir';
import { CHAT_STREAM_DONE, encodeChatStreamChunk } from '../encode-chat-stream-chunk.js';
import type { ChatChunkChoice, ChatMessage, ChatRequest, ChatResponse, ChatStreamChunk, ChatUsage } from '../types.js';

const ID = 'chatcmpl-sample0001';
const CREATED = 1_767_225_600;

function toChatUsage({ inputTokens, outputTokens }: SampleUsage): ChatUsage {
  return { prompt_tokens: inputTokens, completion_tokens: outputTokens, total_tokens: inputTokens + outputTokens };
}

function chunk(model: string, choices: ChatChunkChoice[], usage: ChatUsage | null = null): string {
  const value: ChatStreamChunk = { id: ID, object: 'chat.completion.chunk', created: CREATED, model, choices, usage };
  return encodeChatStreamChunk(value);
}

/** Chat completions as the OpenAI SDK sends them and as OpenAI answers them. */
export const chatSamples: FormatSamples = {
  request(input): ChatRequest {
    const messages: ChatMessage[] = [
      ...(input.system === undefined ? [] : [{ role: 'system' as const, content: input.system }]),
      { role: 'user', content: input.prompt },
    ];
    const tools = input.tools ?? [];
    return {
      model: input.model,
      messages,
      ...(tools.length === 0
        ? {}
        : { tools: tools.map(({ name, description, parameters }) => ({ type: 'function' as const, function: { name, description, parameters } })) }),
      ...(input.maxOutputTokens === undefined ? {} : { max_completion_tokens: input.maxOutputTokens }),
      ...(input.temperature === undefined ? {} : { temperature: input.temperature }),
      ...(input.stream ? { stream: true, stream_options: { include_usage: true } } : {}),
    };
  },
  wantsStreamUsage: (request) => isJsonObject(request['stream_options']) && request['stream_options']['include_usage'] === true,
  response(model, text, usage) {
    const response: ChatResponse = {
      id: ID,
      object: 'chat.completion',
      created: CREATED,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null, annotations: [] }, logprobs: null, finish_reason: 'stop' }],
      usage: toChatUsage(usage),
    };
    return JSON.stringify(response);
  },
  streamHead: (model) => chunk(model, [{ index: 0, delta: { role: 'assistant', content: '' }, logprobs: null, finish_reason: null }]),
  streamDelta: (model, text) => chunk(model, [{ index: 0, delta: { content: text }, logprobs: null, finish_reason: null }]),
  streamTail(model, _text, usage, { includeUsage }) {
    const finish = chunk(model, [{ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' }]);
    return `${finish}${includeUsage ? chunk(model, [], toChatUsage(usage)) : ''}${CHAT_STREAM_DONE}`;
  },
};
