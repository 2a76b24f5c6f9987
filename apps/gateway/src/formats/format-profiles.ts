import { chatFormatProfile } from './chat-format-profile.js';
import type { FormatId } from '@modelgate/ir';
import type { FormatProfile } from './format-profile.js';
import { messagesFormatProfile } from './messages-format-profile.js';
import { responsesFormatProfile } from './responses-format-profile.js';

export const FORMAT_PROFILES: Record<FormatId, FormatProfile> = {
  'openai-chat': chatFormatProfile,
  'openai-responses': responsesFormatProfile,
  'anthropic-messages': messagesFormatProfile,
};
