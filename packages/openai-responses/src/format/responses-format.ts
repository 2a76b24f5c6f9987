import { readPositiveInteger, type FormatModule } from '@modelgate/ir';
import { renderError } from '../render-error.js';
import { renderStreamError } from '../render-stream-error.js';
import type { ResponsesRequest } from '../types.js';
import { validateResponsesRequest } from '../validate.js';
import { responsesAnswerReading } from './responses-answer-reading.js';
import { responsesPassthroughRules } from './responses-passthrough-rules.js';
import { responsesSamples } from './responses-samples.js';
import { responsesUpstreamWire } from './responses-upstream-wire.js';

/** OpenAI Responses as one format module: served on /v1/responses. */
export const responsesFormat: FormatModule<ResponsesRequest> = {
  id: 'openai-responses',
  title: 'OpenAI Responses',
  endpoint: '/v1/responses',
  genAiProviderName: 'openai',
  minimalBody: { model: '<id from GET /v1/models>', input: 'Hello' },
  requestIdHeaders: ['x-request-id'],
  validateRequest: validateResponsesRequest,
  renderError,
  renderStreamError: (input) => renderStreamError(input),
  recognizes: (body) => 'input' in body || 'instructions' in body || 'max_output_tokens' in body || 'previous_response_id' in body,
  maxOutputTokensFields: ['max_output_tokens'],
  maxOutputTokens: (body) => readPositiveInteger(body['max_output_tokens']),
  wire: responsesUpstreamWire,
  passthrough: responsesPassthroughRules,
  reading: responsesAnswerReading,
  samples: responsesSamples,
};
