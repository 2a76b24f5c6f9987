import { renderError, validateChatRequest, validateChatErrorBody, validateChatResponse, validateChatStreamChunk } from '@modelgate/openai-chat';
import { checkChatContent } from './check-chat-content.js';
import { checkChatStreamOrder, checkChatStreamTerminal } from './check-chat-stream.js';
import { checkOpenAiErrorEnvelope } from './check-openai-error-envelope.js';
import { summarizeChatStream } from './summarize-chat-stream.js';
import { buildChatRequest } from './build-chat-request.js';
import { checkChatStreamUsage } from './check-stream-usage.js';
import { summarizeChatBody } from './summarize-bodies.js';
import { checkChatStreamErrorSignal } from './check-stream-error-signal.js';
import type { FormatProfile } from './format-profile.js';
import { readChatBodyKinds, readChatStreamKinds } from './read-block-kinds.js';
import { readChatBodyUsage, readChatStreamUsage } from './read-usage.js';

export const chatProfile: FormatProfile = {
  path: '/v1/chat/completions',
  clientAppends: '/chat/completions',
  label: 'chat completions',
  schema: { request: validateChatRequest, body: validateChatResponse, streamData: validateChatStreamChunk, errorBody: validateChatErrorBody },
  requiresEventLines: false,
  checkContent: checkChatContent,
  checkErrorEnvelope: (body) => checkOpenAiErrorEnvelope(body),
  checkStreamOrder: checkChatStreamOrder,
  renderErrorBody: (status, message) => renderError({ status, message }).body,
  // The OpenAI SDK sends accept: application/json, streams included.
  clientHeaders: { accept: 'application/json' },
  buildRequest: buildChatRequest,
  checkStreamErrorSignal: checkChatStreamErrorSignal,
  checkStreamUsage: checkChatStreamUsage,
  summarizeBody: summarizeChatBody,
  summarizeStream: summarizeChatStream,
  readBodyUsage: readChatBodyUsage,
  readStreamUsage: readChatStreamUsage,
  readBodyKinds: readChatBodyKinds,
  readStreamKinds: readChatStreamKinds,
  checkStreamTerminal: checkChatStreamTerminal,
};
