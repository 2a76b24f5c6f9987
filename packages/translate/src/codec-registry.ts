import { anthropicCodec } from './anthropic-messages/anthropic-codec.js';
import type { FormatId } from '@modelgate/ir';
import type { FormatCodec } from './ir/format-codec.js';
import { chatCodec } from './openai-chat/chat-codec.js';
import { responsesCodec } from './openai-responses/responses-codec.js';

/** Each format's codecs, keyed by format; `CODECS[format]` is typed by that format's own request type. */
export const CODECS: { [F in FormatId]: FormatCodec<F> } = {
  'openai-chat': chatCodec,
  'openai-responses': responsesCodec,
  'anthropic-messages': anthropicCodec,
};
