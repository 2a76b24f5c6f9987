import { renderStreamError } from '@modelgate/anthropic-messages';
import type { FormatCodec } from '../ir/format-codec.js';
import { readAnthropicResponseSummary } from './read-response-summary.js';
import { createStreamProcessor } from '../run-stream-step.js';
import { createIrToAnthropicStream } from './ir-to-stream.js';
import { readAnthropicErrorBody } from './read-error-body.js';
import { irToMessagesRequest } from './ir-to-request.js';
import { irToMessagesResponse, irToMessagesResponseJson } from './ir-to-response.js';
import { messagesRequestToIr, messagesRequestToolsToIr } from './request-to-ir.js';
import { anthropicResponseToIr } from './response-to-ir.js';
import { readAnthropicResponseUsage } from './map-usage.js';
import { createAnthropicStreamToIr, mayAffectAnthropicStreamUsage } from './stream-to-ir.js';

export const anthropicCodec: FormatCodec<'anthropic-messages'> = {
  requestToIr: messagesRequestToIr,
  requestToolsToIr: messagesRequestToolsToIr,
  // Its streams always report usage.
  wantsStreamUsage: () => false,
  irToRequest: irToMessagesRequest,
  responseToIr: anthropicResponseToIr,
  responseUsage: readAnthropicResponseUsage,
  summarizeResponse: readAnthropicResponseSummary,
  irToResponse: irToMessagesResponse,
  irToResponseJson: irToMessagesResponseJson,
  createStreamToIr: (context) => createStreamProcessor(createAnthropicStreamToIr(), context),
  mayAffectStreamUsage: mayAffectAnthropicStreamUsage,
  createIrToStream: (context) => createStreamProcessor(createIrToAnthropicStream(), context),
  renderStreamError: (error) => renderStreamError(error),
  readErrorBody: readAnthropicErrorBody,
};
