import { messagesFormat, validateMessagesRequest, validateMessagesErrorBody, validateMessagesResponse, validateMessagesStreamEvent } from '@modelgate/anthropic-messages';
import { checkAnthropicErrorEnvelope } from './check-anthropic-error-envelope.js';
import { checkMessagesContent } from './check-messages-content.js';
import { checkMessagesStreamOrder, checkMessagesStreamTerminal } from './check-messages-stream.js';
import { checkMessagesStreamUsage } from './check-stream-usage.js';
import { checkMessagesStreamErrorSignal } from './check-stream-error-signal.js';
import { createGenerationProfile } from './create-generation-profile.js';

export const messagesProfile = createGenerationProfile(messagesFormat, {
  label: 'messages',
  schema: { request: validateMessagesRequest, body: validateMessagesResponse, streamData: validateMessagesStreamEvent, errorBody: validateMessagesErrorBody },
  requiresEventLines: true,
  checkContent: checkMessagesContent,
  checkErrorEnvelope: checkAnthropicErrorEnvelope,
  checkStreamOrder: checkMessagesStreamOrder,
  checkStreamTerminal: checkMessagesStreamTerminal,
  // Claude Code and the Anthropic SDK send accept: application/json and an anthropic-version.
  clientHeaders: { accept: 'application/json', 'anthropic-version': '2023-06-01' },
  checkStreamErrorSignal: checkMessagesStreamErrorSignal,
  checkStreamUsage: checkMessagesStreamUsage,
});
