import type { FormatProfile } from './format-profile.js';
import { readPositiveInteger } from './read-positive-integer.js';

export const responsesFormatProfile: FormatProfile = {
  id: 'openai-responses',
  title: 'OpenAI Responses',
  endpoint: '/v1/responses',
  minimalBody: { model: '<id from GET /v1/models>', input: 'Hello' },
  requestIdHeaders: ['x-request-id'],
  recognizes(body) {
    return 'input' in body || 'instructions' in body || 'max_output_tokens' in body || 'previous_response_id' in body;
  },
  maxOutputTokens(body) {
    return readPositiveInteger(body['max_output_tokens']);
  },
  toUpstreamBody(body, upstreamModel) {
    return { ...body, model: upstreamModel };
  },
};
