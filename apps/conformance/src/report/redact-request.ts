import type { SentRequest } from '../types.js';
import { redactTokens } from './redact-tokens.js';

/** A copy of the request with every token redacted from its URL, headers and body. */
export function redactRequest(request: SentRequest, tokens: readonly string[]): SentRequest {
  return {
    method: request.method,
    url: redactTokens(request.url, tokens),
    headers: Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => {
        if (name === 'authorization' && value.startsWith('Basic ')) return [name, 'Basic [redacted]'];
        return [name, redactTokens(value, tokens)];
      }),
    ),
    ...(request.body === undefined ? {} : { body: redactTokens(request.body, tokens) }),
  };
}
