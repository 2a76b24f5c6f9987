import type { ErrorInput } from '@modelgate/ir';
import { renderError } from './render-error.js';

/**
 * The SSE text for an error after the stream has started: `data: {"error":{…}}` and a blank line, with no
 * `event:` line and no `[DONE]` after it. The openai SDK throws an `APIError` when it reads this.
 */
export function renderStreamError(input: ErrorInput): string {
  return `data: ${JSON.stringify(renderError(input).body)}\n\n`;
}
