import {
  renderError as renderMessagesError,
  renderStreamError as renderMessagesStreamError,
  validateCountTokensRequest,
  validateMessagesRequest,
} from '@modelgate/anthropic-messages';
import {
  renderError as renderChatError,
  renderStreamError as renderChatStreamError,
  validateChatRequest,
} from '@modelgate/openai-chat';
import {
  renderError as renderResponsesError,
  renderStreamError as renderResponsesStreamError,
  validateResponsesRequest,
} from '@modelgate/openai-responses';
import type { FormatId } from '@modelgate/ir';
import type { FormatPackage } from '../formats/format-package.js';

/** The three format packages as the gateway uses them. */
export const FORMAT_PACKAGES: Record<FormatId, FormatPackage> = {
  'openai-chat': {
    validateRequest: validateChatRequest,
    renderError: renderChatError,
    renderStreamError: renderChatStreamError,
  },
  'openai-responses': {
    validateRequest: validateResponsesRequest,
    renderError: renderResponsesError,
    renderStreamError: (input) => renderResponsesStreamError(input),
  },
  'anthropic-messages': {
    validateRequest: validateMessagesRequest,
    renderError: renderMessagesError,
    renderStreamError: renderMessagesStreamError,
  },
};

export { validateCountTokensRequest };
