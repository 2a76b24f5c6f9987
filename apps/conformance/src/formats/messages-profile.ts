import { renderError, validateMessagesRequest, validateMessagesErrorBody, validateMessagesResponse, validateMessagesStreamEvent } from '@modelgate/anthropic-messages';
import { checkAnthropicErrorEnvelope } from './check-anthropic-error-envelope.js';
import { checkMessagesContent } from './check-messages-content.js';
import { checkMessagesStreamOrder, checkMessagesStreamTerminal } from './check-messages-stream.js';
import { summarizeMessagesStream } from './summarize-messages-stream.js';
import { buildMessagesRequest } from './build-messages-request.js';
import { checkMessagesStreamUsage } from './check-stream-usage.js';
import { summarizeMessagesBody } from './summarize-bodies.js';
import { checkMessagesStreamErrorSignal } from './check-stream-error-signal.js';
import type { FormatProfile } from './format-profile.js';
import { readMessagesBodyKinds, readMessagesStreamKinds } from './read-block-kinds.js';
import { readMessagesBodyUsage, readMessagesStreamUsage } from './read-usage.js';

export const messagesProfile: FormatProfile = {
  path: '/v1/messages',
  clientAppends: '/v1/messages',
  label: 'messages',
  schema: { request: validateMessagesRequest, body: validateMessagesResponse, streamData: validateMessagesStreamEvent, errorBody: validateMessagesErrorBody },
  requiresEventLines: true,
  checkContent: checkMessagesContent,
  checkErrorEnvelope: checkAnthropicErrorEnvelope,
  checkStreamOrder: checkMessagesStreamOrder,
  renderErrorBody: (status, message) => renderError({ status, message }).body,
  // Claude Code and the Anthropic SDK send accept: application/json and an anthropic-version.
  clientHeaders: { accept: 'application/json', 'anthropic-version': '2023-06-01' },
  buildRequest: buildMessagesRequest,
  checkStreamErrorSignal: checkMessagesStreamErrorSignal,
  checkStreamUsage: checkMessagesStreamUsage,
  summarizeBody: summarizeMessagesBody,
  summarizeStream: summarizeMessagesStream,
  readBodyUsage: readMessagesBodyUsage,
  readStreamUsage: readMessagesStreamUsage,
  readBodyKinds: readMessagesBodyKinds,
  readStreamKinds: readMessagesStreamKinds,
  checkStreamTerminal: checkMessagesStreamTerminal,
};
