import type { FormatCodec } from '../ir/format-codec.js';
import { readResponsesResponseSummary } from './read-response-summary.js';
import { readOpenAiErrorBody } from '../openai-chat/read-error-body.js';
import { createStreamProcessor } from '../run-stream-step.js';
import { createIrToResponsesStream, renderFailedEvent } from './ir-to-stream.js';
import { irToResponsesRequest } from './ir-to-request.js';
import { irToResponsesResponse, irToResponsesResponseJson } from './ir-to-response.js';
import { responsesRequestToIr, responsesRequestToolsToIr } from './request-to-ir.js';
import { responsesResponseToIr } from './response-to-ir.js';
import { readResponsesResponseUsage } from './map-usage.js';
import { createResponsesStreamToIr, mayAffectResponsesStreamUsage } from './stream-to-ir.js';

export const responsesCodec: FormatCodec<'openai-responses'> = {
  requestToIr: responsesRequestToIr,
  requestToolsToIr: responsesRequestToolsToIr,
  // Its streams always report usage.
  wantsStreamUsage: () => false,
  irToRequest: irToResponsesRequest,
  responseToIr: responsesResponseToIr,
  responseUsage: readResponsesResponseUsage,
  summarizeResponse: readResponsesResponseSummary,
  irToResponse: irToResponsesResponse,
  irToResponseJson: irToResponsesResponseJson,
  createStreamToIr: (context) => createStreamProcessor(createResponsesStreamToIr(), context),
  mayAffectStreamUsage: mayAffectResponsesStreamUsage,
  createIrToStream: (context) => createStreamProcessor(createIrToResponsesStream(), context),
  renderStreamError: (error, context, responseId) =>
    renderFailedEvent(error, { responseId: responseId ?? context.newId('resp_'), createdAt: Math.floor(context.now() / 1000), sequenceNumber: 0 }, context),
  // Responses errors use OpenAI's envelope, as chat's do.
  readErrorBody: readOpenAiErrorBody,
};
