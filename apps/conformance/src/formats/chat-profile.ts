import { validateChatErrorBody, validateChatResponse, validateChatStreamChunk } from '@modelgate/openai-chat';
import { checkChatContent } from './check-chat-content.js';
import { checkChatStreamOrder, checkChatStreamTerminal } from './check-chat-stream.js';
import { checkOpenAiErrorEnvelope } from './check-openai-error-envelope.js';
import type { FormatProfile } from './format-profile.js';

export const chatProfile: FormatProfile = {
  path: '/v1/chat/completions',
  clientAppends: '/chat/completions',
  label: 'chat completions',
  schema: { body: validateChatResponse, streamData: validateChatStreamChunk, errorBody: validateChatErrorBody },
  requiresEventLines: false,
  checkContent: checkChatContent,
  checkErrorEnvelope: (body) => checkOpenAiErrorEnvelope(body),
  checkStreamOrder: checkChatStreamOrder,
  checkStreamTerminal: checkChatStreamTerminal,
};
