import { validateResponsesErrorBody, validateResponsesResponse, validateResponsesStreamEvent } from '@modelgate/openai-responses';
import { checkOpenAiErrorEnvelope } from './check-openai-error-envelope.js';
import { checkResponsesContent } from './check-responses-content.js';
import { checkResponsesStreamOrder, checkResponsesStreamTerminal } from './check-responses-stream.js';
import type { FormatProfile } from './format-profile.js';

export const responsesProfile: FormatProfile = {
  path: '/v1/responses',
  clientAppends: '/responses',
  label: 'responses',
  schema: { body: validateResponsesResponse, streamData: validateResponsesStreamEvent, errorBody: validateResponsesErrorBody },
  requiresEventLines: true,
  checkContent: checkResponsesContent,
  checkErrorEnvelope: (body) => checkOpenAiErrorEnvelope(body),
  checkStreamOrder: checkResponsesStreamOrder,
  checkStreamTerminal: checkResponsesStreamTerminal,
};
