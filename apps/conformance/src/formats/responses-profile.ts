import { validateChatErrorBody } from '@modelgate/openai-chat';
import { renderError, validateResponsesRequest, validateResponsesResponse, validateResponsesStreamEvent } from '@modelgate/openai-responses';
import { checkOpenAiErrorEnvelope } from './check-openai-error-envelope.js';
import { checkResponsesContent } from './check-responses-content.js';
import { checkResponsesStreamOrder, checkResponsesStreamTerminal } from './check-responses-stream.js';
import { summarizeResponsesStream } from './summarize-responses-stream.js';
import { buildResponsesRequest } from './build-responses-request.js';
import { checkResponsesStreamUsage } from './check-stream-usage.js';
import { summarizeResponsesBody } from './summarize-bodies.js';
import { checkResponsesStreamErrorSignal } from './check-stream-error-signal.js';
import type { FormatProfile } from './format-profile.js';
import { readResponsesBodyKinds, readResponsesStreamKinds } from './read-block-kinds.js';
import { readResponsesBodyUsage, readResponsesStreamUsage } from './read-usage.js';

export const responsesProfile: FormatProfile = {
  path: '/v1/responses',
  clientAppends: '/responses',
  label: 'responses',
  schema: { request: validateResponsesRequest, body: validateResponsesResponse, streamData: validateResponsesStreamEvent, errorBody: validateChatErrorBody },
  // The OpenAI error envelope is one for every OpenAI endpoint; `error.param` and `error.code` may be absent (the
  // openai SDK reads them as optional), which the responses package's own error schema does not allow.
  requiresEventLines: true,
  checkContent: checkResponsesContent,
  checkErrorEnvelope: (body) => checkOpenAiErrorEnvelope(body),
  checkStreamOrder: checkResponsesStreamOrder,
  renderErrorBody: (status, message) => renderError({ status, message }).body,
  // Codex sends accept: text/event-stream.
  clientHeaders: { accept: 'text/event-stream' },
  buildRequest: buildResponsesRequest,
  checkStreamErrorSignal: checkResponsesStreamErrorSignal,
  checkStreamUsage: checkResponsesStreamUsage,
  summarizeBody: summarizeResponsesBody,
  summarizeStream: summarizeResponsesStream,
  readBodyUsage: readResponsesBodyUsage,
  readStreamUsage: readResponsesStreamUsage,
  readBodyKinds: readResponsesBodyKinds,
  readStreamKinds: readResponsesStreamKinds,
  checkStreamTerminal: checkResponsesStreamTerminal,
};
