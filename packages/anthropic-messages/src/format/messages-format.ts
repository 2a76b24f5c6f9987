import { isJsonObject, readPositiveInteger, type FormatModule } from '@modelgate/ir';
import { renderError } from '../render-error.js';
import { renderStreamError } from '../render-stream-error.js';
import type { MessagesRequest } from '../types.js';
import { validateMessagesRequest } from '../validate.js';
import { messagesAnswerReading } from './messages-answer-reading.js';
import { messagesPassthroughRules } from './messages-passthrough-rules.js';
import { messagesSamples } from './messages-samples.js';
import { messagesUpstreamWire } from './messages-upstream-wire.js';

const MESSAGES_ONLY_BLOCKS = new Set(['tool_use', 'tool_result', 'thinking', 'redacted_thinking', 'document']);

function hasMessagesOnlyBlock(message: unknown): boolean {
  if (!isJsonObject(message) || !Array.isArray(message['content'])) return false;
  return message['content'].some(
    (block) => isJsonObject(block) && (MESSAGES_ONLY_BLOCKS.has(String(block['type'])) || (block['type'] === 'image' && 'source' in block)),
  );
}

/** Anthropic Messages as one format module: served on /v1/messages. */
export const messagesFormat: FormatModule<MessagesRequest> = {
  id: 'anthropic-messages',
  title: 'Anthropic Messages',
  endpoint: '/v1/messages',
  genAiProviderName: 'anthropic',
  minimalBody: { model: '<id from GET /v1/models>', max_tokens: 1024, messages: [{ role: 'user', content: 'Hello' }] },
  requestIdHeaders: ['x-request-id', 'request-id'],
  validateRequest: validateMessagesRequest,
  renderError,
  renderStreamError,
  recognizes(body) {
    if ('system' in body || 'stop_sequences' in body || 'top_k' in body || 'anthropic_version' in body) return true;
    const messages = body['messages'];
    return Array.isArray(messages) && messages.some(hasMessagesOnlyBlock);
  },
  maxOutputTokensFields: ['max_tokens'],
  maxOutputTokens: (body) => readPositiveInteger(body['max_tokens']),
  wire: messagesUpstreamWire,
  passthrough: messagesPassthroughRules,
  reading: messagesAnswerReading,
  samples: messagesSamples,
};
