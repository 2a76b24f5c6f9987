import { renderError, validateChatErrorBody, validateModelList } from '@modelgate/openai-chat';
import { checkModelsContent } from './check-models-content.js';
import { validateMessagesErrorBody } from '@modelgate/anthropic-messages';
import { checkAnthropicErrorEnvelope } from './check-anthropic-error-envelope.js';
import { checkOpenAiErrorEnvelope } from './check-openai-error-envelope.js';
import type { FormatProfile } from './format-profile.js';

const noStream = (): string[] => ['GET /v1/models does not stream'];

export const modelsProfile: FormatProfile = {
  path: '/v1/models',
  clientAppends: '/models',
  label: 'model list',
  schema: {
    request: validateModelList,
    body: validateModelList,
    streamData: validateModelList,
    errorBody: (body) => (validateMessagesErrorBody(body).ok ? { ok: true } : validateChatErrorBody(body)),
  },
  requiresEventLines: false,
  checkContent: checkModelsContent,
  // SPEC §7 leaves the error shape open and both the openai and the Anthropic SDK list models here: an
  // Anthropic-native server may answer in its own envelope.
  checkErrorEnvelope: (body, status) => {
    const openAi = checkOpenAiErrorEnvelope(body);
    return openAi.length === 0 || checkAnthropicErrorEnvelope(body, status).length === 0 ? [] : openAi;
  },
  checkStreamOrder: noStream,
  checkStreamTerminal: noStream,
  renderErrorBody: (status, message) => renderError({ status, message }).body,
  clientHeaders: { accept: 'application/json' },
  buildRequest: () => ({}),
  checkStreamErrorSignal: noStream,
  checkStreamUsage: noStream,
  summarizeBody: () => ({ text: '', toolCalls: [] }),
  summarizeStream: () => ({ text: '', toolCalls: [] }),
  readBodyUsage: () => undefined,
  readStreamUsage: () => undefined,
  readBodyKinds: () => [],
  readStreamKinds: () => [],
};
