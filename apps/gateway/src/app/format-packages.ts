import {
  renderError as renderMessagesError,
  renderStreamError as renderMessagesStreamError,
  validateCountTokensRequest,
  validateMessagesRequest,
} from '@modelgate/anthropic-messages';
import { renderError as renderChatError, renderStreamError as renderChatStreamError, validateChatRequest } from '@modelgate/openai-chat';
import { validateResponsesRequest } from '@modelgate/openai-responses';
import type { FormatId } from '../formats/format-id.js';
import type { FormatPackage } from '../formats/format-package.js';

/** The three format packages as the gateway uses them. */
export const FORMAT_PACKAGES: Record<FormatId, FormatPackage> = {
  'openai-chat': { validateRequest: validateChatRequest, renderError: renderChatError, renderStreamError: renderChatStreamError },
  'openai-responses': {
    validateRequest: validateResponsesRequest,
    // Same OpenAI envelope; switches to @modelgate/openai-responses' renderError/renderStreamError once exported.
    renderError: renderChatError,
    renderStreamError: renderChatStreamError,
  },
  'anthropic-messages': { validateRequest: validateMessagesRequest, renderError: renderMessagesError, renderStreamError: renderMessagesStreamError },
};

export { validateCountTokensRequest };
