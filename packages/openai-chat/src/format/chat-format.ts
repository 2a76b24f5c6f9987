import { isJsonObject, readPositiveInteger, type FormatModule } from '@modelgate/ir';
import { renderError } from '../render-error.js';
import { renderStreamError } from '../render-stream-error.js';
import type { ChatRequest } from '../types.js';
import { validateChatRequest } from '../validate.js';
import { chatAnswerReading } from './chat-answer-reading.js';
import { chatPassthroughRules } from './chat-passthrough-rules.js';
import { chatSamples } from './chat-samples.js';
import { chatUpstreamWire } from './chat-upstream-wire.js';

const CHAT_ONLY_ROLES = new Set(['system', 'developer', 'tool', 'function']);

/** OpenAI Chat Completions as one format module: served on /v1/chat/completions. */
export const chatFormat: FormatModule<ChatRequest> = {
  id: 'openai-chat',
  title: 'OpenAI chat completions',
  endpoint: '/v1/chat/completions',
  genAiProviderName: 'openai',
  minimalBody: { model: '<id from GET /v1/models>', messages: [{ role: 'user', content: 'Hello' }] },
  requestIdHeaders: ['x-request-id'],
  validateRequest: validateChatRequest,
  renderError,
  renderStreamError,
  recognizes(body) {
    if ('max_completion_tokens' in body || 'stream_options' in body || 'response_format' in body) return true;
    const messages = body['messages'];
    return (
      Array.isArray(messages) &&
      messages.some((message) => isJsonObject(message) && (CHAT_ONLY_ROLES.has(String(message['role'])) || 'tool_calls' in message))
    );
  },
  maxOutputTokensFields: ['max_completion_tokens', 'max_tokens'],
  maxOutputTokens: (body) => readPositiveInteger(body['max_completion_tokens']) ?? readPositiveInteger(body['max_tokens']),
  wire: chatUpstreamWire,
  passthrough: chatPassthroughRules,
  reading: chatAnswerReading,
  samples: chatSamples,
};
