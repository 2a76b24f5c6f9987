import type { FormatCodec } from '../ir/format-codec.js';
import { readChatResponseSummary } from './read-response-summary.js';
import { createStreamProcessor } from '../run-stream-step.js';
import { createIrToChatStream, encodeChatError } from './ir-to-stream.js';
import { wantsStreamUsage } from './wants-stream-usage.js';
import { readOpenAiErrorBody } from './read-error-body.js';
import { irToChatRequest } from './ir-to-request.js';
import { irToChatResponse, irToChatResponseJson } from './ir-to-response.js';
import { chatRequestToIr, chatRequestToolsToIr } from './request-to-ir.js';
import { chatResponseToIr } from './response-to-ir.js';
import { readChatResponseUsage } from './map-usage.js';
import { createChatStreamToIr, mayAffectChatStreamUsage } from './stream-to-ir.js';

export const chatCodec: FormatCodec<'openai-chat'> = {
  requestToIr: chatRequestToIr,
  requestToolsToIr: chatRequestToolsToIr,
  wantsStreamUsage,
  irToRequest: irToChatRequest,
  responseToIr: chatResponseToIr,
  responseUsage: readChatResponseUsage,
  summarizeResponse: readChatResponseSummary,
  irToResponse: irToChatResponse,
  irToResponseJson: irToChatResponseJson,
  createStreamToIr: (context) => createStreamProcessor(createChatStreamToIr(), context),
  mayAffectStreamUsage: mayAffectChatStreamUsage,
  createIrToStream: (context, answer) => createStreamProcessor(createIrToChatStream({ includeUsage: answer.streamUsage }), context),
  renderStreamError: (error) => encodeChatError(error),
  readErrorBody: readOpenAiErrorBody,
};
