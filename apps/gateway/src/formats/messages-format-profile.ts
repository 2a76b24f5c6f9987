import type { FormatProfile } from './format-profile.js';
import { parseJsonText } from './parse-json-text.js';
import { isJsonObject } from './is-json-object.js';
import { readErrorMessage } from './read-error-message.js';
import { readPositiveInteger } from './read-positive-integer.js';

const MESSAGES_ONLY_BLOCKS = new Set(['tool_use', 'tool_result', 'thinking', 'redacted_thinking', 'document']);

function hasMessagesOnlyBlock(message: unknown): boolean {
  if (!isJsonObject(message) || !Array.isArray(message['content'])) return false;
  return message['content'].some(
    (block) => isJsonObject(block) && (MESSAGES_ONLY_BLOCKS.has(String(block['type'])) || (block['type'] === 'image' && 'source' in block)),
  );
}

export const messagesFormatProfile: FormatProfile = {
  id: 'anthropic-messages',
  title: 'Anthropic Messages',
  endpoint: '/v1/messages',
  minimalBody: { model: '<id from GET /v1/models>', max_tokens: 1024, messages: [{ role: 'user', content: 'Hello' }] },
  requestIdHeaders: ['x-request-id', 'request-id'],
  recognizes(body) {
    if ('system' in body || 'stop_sequences' in body || 'top_k' in body || 'anthropic_version' in body) return true;
    const messages = body['messages'];
    return Array.isArray(messages) && messages.some(hasMessagesOnlyBlock);
  },
  maxOutputTokensFields: ['max_tokens'],
  maxOutputTokens(body) {
    return readPositiveInteger(body['max_tokens']);
  },
  readStreamItem(message) {
    const event = parseJsonText(message.data);
    if (!isJsonObject(event)) return { kind: 'content' };
    const type = event['type'] ?? message.event;
    if (type === 'error') return { kind: 'error', message: readErrorMessage(event['error']) };
    return type === 'message_start' || type === 'ping' ? { kind: 'other' } : { kind: 'content' };
  },
  streamLineFilter() {
    return undefined;
  },
  mayEndStream(text) {
    return text.includes('message_stop');
  },
  isLastStreamEvent(message) {
    return message.event === 'message_stop';
  },
  toUpstreamBody(body, upstreamModel) {
    return { ...body, model: upstreamModel };
  },
};
