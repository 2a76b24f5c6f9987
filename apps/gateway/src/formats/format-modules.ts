import { messagesFormat } from '@modelgate/anthropic-messages';
import type { FormatId, FormatModule } from '@modelgate/ir';
import type { RequestBodyOf } from '@modelgate/translate';
import { chatFormat } from '@modelgate/openai-chat';
import { responsesFormat } from '@modelgate/openai-responses';

/**
 * The gateway's one registry of wire formats: each format package's module (validation, errors, where it is served,
 * its upstream wire, its passthrough rules), each typed by its request type, which translate takes as it is. Every
 * other table the gateway keeps per format is derived from it.
 */
export const FORMAT_MODULES: { readonly [F in FormatId]: FormatModule<RequestBodyOf[F]> } = {
  'openai-chat': chatFormat,
  'openai-responses': responsesFormat,
  'anthropic-messages': messagesFormat,
};
