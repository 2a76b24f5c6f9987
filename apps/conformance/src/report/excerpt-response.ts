import type { ReceivedResponse } from '../types.js';
import { redactTokens } from './redact-tokens.js';

const SHOWN_HEADERS = ['content-type', 'x-request-id', 'request-id', 'retry-after', 'x-should-retry'];

/** The status line, the headers a reader needs, and the start of the body, with tokens redacted. */
export function excerptResponse(response: ReceivedResponse, tokens: readonly string[], limit = 800): string {
  const headerLines = SHOWN_HEADERS.flatMap((name) => {
    const value = response.headers[name];
    return value === undefined ? [] : [`${name}: ${value}`];
  });
  const body = response.bodyText.length > limit ? `${response.bodyText.slice(0, limit)}… (${response.bodyText.length} characters)` : response.bodyText;
  return redactTokens([`HTTP ${response.status}`, ...headerLines, '', body].join('\n'), tokens);
}
