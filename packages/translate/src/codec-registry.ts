import { anthropicCodec } from './anthropic-messages/anthropic-codec.js';
import type { FormatId } from '@modelgate/ir';
import type { FormatCodec } from './ir/format-codec.js';
import { chatCodec } from './openai-chat/chat-codec.js';
import { responsesCodec } from './openai-responses/responses-codec.js';

export const CODECS: Record<FormatId, FormatCodec> = {
  'openai-chat': chatCodec,
  'openai-responses': responsesCodec,
  'anthropic-messages': anthropicCodec,
};
