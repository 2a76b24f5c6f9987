import type { FormatId } from '@modelgate/ir';

/**
 * The error envelope for a request that matched no route (or failed before its route ran): the Anthropic one for
 * messages paths and for callers that send `anthropic-version`, the Responses one for responses paths, else chat.
 */
export function formatForPath(path: string, anthropicVersion: string | undefined): FormatId {
  if (path.includes('/messages')) return 'anthropic-messages';
  if (path.includes('/responses')) return 'openai-responses';
  return anthropicVersion === undefined ? 'openai-chat' : 'anthropic-messages';
}
