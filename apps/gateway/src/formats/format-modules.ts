import { messagesFormat } from '@modelgate/anthropic-messages';
import type { FormatId, FormatModule } from '@modelgate/ir';
import { chatFormat } from '@modelgate/openai-chat';
import { responsesFormat } from '@modelgate/openai-responses';

/**
 * The gateway's one registry of wire formats: each format package's module (validation, errors, where it is served,
 * its upstream wire, its passthrough rules). Every other table the gateway keeps per format is derived from it.
 */
export const FORMAT_MODULES: Record<FormatId, FormatModule> = {
  'openai-chat': chatFormat,
  'openai-responses': responsesFormat,
  'anthropic-messages': messagesFormat,
};
