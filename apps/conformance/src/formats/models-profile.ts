import { renderError, validateChatErrorBody, validateModelList } from '@modelgate/openai-chat';
import { checkModelsContent } from './check-models-content.js';
import { checkOpenAiErrorEnvelope } from './check-openai-error-envelope.js';
import type { FormatProfile } from './format-profile.js';

const noStream = (): string[] => ['GET /v1/models does not stream'];

export const modelsProfile: FormatProfile = {
  path: '/v1/models',
  clientAppends: '/models',
  label: 'model list',
  schema: { request: validateModelList, body: validateModelList, streamData: validateModelList, errorBody: validateChatErrorBody },
  requiresEventLines: false,
  checkContent: checkModelsContent,
  checkErrorEnvelope: (body) => checkOpenAiErrorEnvelope(body),
  checkStreamOrder: noStream,
  checkStreamTerminal: noStream,
  renderErrorBody: (status, message) => renderError({ status, message }).body,
  clientHeaders: { accept: 'application/json' },
  buildRequest: () => ({}),
  checkStreamErrorSignal: noStream,
  checkStreamUsage: noStream,
  summarizeBody: () => ({ text: '', toolCalls: [] }),
  summarizeStream: () => ({ text: '', toolCalls: [] }),
};
