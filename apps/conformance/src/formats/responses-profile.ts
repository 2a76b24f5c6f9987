import { validateChatErrorBody } from '@modelgate/openai-chat';
import { responsesFormat, validateResponsesRequest, validateResponsesResponse, validateResponsesStreamEvent } from '@modelgate/openai-responses';
import { checkOpenAiErrorEnvelope } from './check-openai-error-envelope.js';
import { checkResponsesContent } from './check-responses-content.js';
import { checkResponsesStreamOrder, checkResponsesStreamTerminal } from './check-responses-stream.js';
import { checkResponsesStreamUsage } from './check-stream-usage.js';
import { checkResponsesStreamErrorSignal } from './check-stream-error-signal.js';
import { createGenerationProfile } from './create-generation-profile.js';

export const responsesProfile = createGenerationProfile(responsesFormat, {
  label: 'responses',
  // The OpenAI error envelope is one for every OpenAI endpoint; `error.param` and `error.code` may be absent (the
  // openai SDK reads them as optional), which the responses package's own error schema does not allow.
  schema: { request: validateResponsesRequest, body: validateResponsesResponse, streamData: validateResponsesStreamEvent, errorBody: validateChatErrorBody },
  requiresEventLines: true,
  checkContent: checkResponsesContent,
  checkErrorEnvelope: (body) => checkOpenAiErrorEnvelope(body),
  checkStreamOrder: checkResponsesStreamOrder,
  checkStreamTerminal: checkResponsesStreamTerminal,
  // Codex sends accept: text/event-stream.
  clientHeaders: { accept: 'text/event-stream' },
  checkStreamErrorSignal: checkResponsesStreamErrorSignal,
  checkStreamUsage: checkResponsesStreamUsage,
});
