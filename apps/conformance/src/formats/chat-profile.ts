import { chatFormat, validateChatRequest, validateChatErrorBody, validateChatResponse, validateChatStreamChunk } from '@modelgate/openai-chat';
import { checkChatContent } from './check-chat-content.js';
import { checkChatStreamOrder, checkChatStreamTerminal } from './check-chat-stream.js';
import { checkOpenAiErrorEnvelope } from './check-openai-error-envelope.js';
import { checkChatStreamUsage } from './check-stream-usage.js';
import { checkChatStreamErrorSignal } from './check-stream-error-signal.js';
import { createGenerationProfile } from './create-generation-profile.js';

export const chatProfile = createGenerationProfile(chatFormat, {
  label: 'chat completions',
  schema: { request: validateChatRequest, body: validateChatResponse, streamData: validateChatStreamChunk, errorBody: validateChatErrorBody },
  requiresEventLines: false,
  checkContent: checkChatContent,
  checkErrorEnvelope: (body) => checkOpenAiErrorEnvelope(body),
  checkStreamOrder: checkChatStreamOrder,
  checkStreamTerminal: checkChatStreamTerminal,
  // The OpenAI SDK sends accept: application/json, streams included.
  clientHeaders: { accept: 'application/json' },
  checkStreamErrorSignal: checkChatStreamErrorSignal,
  checkStreamUsage: checkChatStreamUsage,
});
