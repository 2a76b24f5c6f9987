import type { FormatName } from '../types.js';
import { chatProfile } from './chat-profile.js';
import type { FormatProfile } from './format-profile.js';
import { messagesProfile } from './messages-profile.js';
import { modelsProfile } from './models-profile.js';
import { responsesProfile } from './responses-profile.js';

export const FORMAT_PROFILES: Readonly<Record<FormatName | 'models', FormatProfile>> = {
  chat: chatProfile,
  responses: responsesProfile,
  messages: messagesProfile,
  models: modelsProfile,
};
