import type { FormatProfile } from './format-profile.js';
import { parseJsonText } from './parse-json-text.js';
import { isJsonObject } from './is-json-object.js';
import { readErrorMessage } from './read-error-message.js';
import { readPositiveInteger } from './read-positive-integer.js';

const PREAMBLE_EVENTS = new Set(['response.created', 'response.in_progress', 'response.queued']);
const TERMINAL_EVENTS = new Set(['response.completed', 'response.incomplete', 'response.failed']);


export const responsesFormatProfile: FormatProfile = {
  id: 'openai-responses',
  title: 'OpenAI Responses',
  endpoint: '/v1/responses',
  minimalBody: { model: '<id from GET /v1/models>', input: 'Hello' },
  requestIdHeaders: ['x-request-id'],
  recognizes(body) {
    return 'input' in body || 'instructions' in body || 'max_output_tokens' in body || 'previous_response_id' in body;
  },
  maxOutputTokensFields: ['max_output_tokens'],
  maxOutputTokens(body) {
    return readPositiveInteger(body['max_output_tokens']);
  },
  readStreamItem(message) {
    const event = parseJsonText(message.data);
    if (!isJsonObject(event)) return { kind: 'content' };
    const type = event['type'] ?? message.event;
    if (type === 'error') return { kind: 'error', message: readErrorMessage(event) };
    if (type === 'response.failed') {
      const response = isJsonObject(event['response']) ? event['response'] : {};
      return { kind: 'error', message: readErrorMessage(response['error']) };
    }
    return PREAMBLE_EVENTS.has(String(type)) ? { kind: 'other' } : { kind: 'content' };
  },
  streamLineFilter() {
    return undefined;
  },
  mayEndStream(text) {
    for (const name of TERMINAL_EVENTS) if (text.includes(name)) return true;
    return false;
  },
  isLastStreamEvent(message) {
    return message.event !== undefined && TERMINAL_EVENTS.has(message.event);
  },
  toUpstreamBody(body, upstreamModel) {
    return { ...body, model: upstreamModel };
  },
};
