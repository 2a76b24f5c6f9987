import { validateMessagesRequest } from '@modelgate/anthropic-messages';
import type { FormatId } from '@modelgate/ir';
import { validateChatRequest } from '@modelgate/openai-chat';
import { validateResponsesRequest } from '@modelgate/openai-responses';
import type { RequestTranslationOptions } from '../ir/request-translation-options.js';
import type { TranslateRequestInput } from '../translate-request.js';

type Result<T> = { ok: true; value: T } | { ok: false; issues: { path: string; message: string }[] };

function valid<T>(from: FormatId, result: Result<T>): T {
  if (result.ok) return result.value;
  throw new Error(`Not a valid ${from} request: ${result.issues.map((issue) => `${issue.path || '/'} ${issue.message}`).join('; ')}`);
}

/**
 * The input of `translateRequest` for a body in `from`, after that format's validator accepted it, as the gateway
 * gives it; throws when the validator refuses the body (the gateway answers a 400 then, and never translates).
 */
export function requestInput(from: FormatId, to: FormatId, body: unknown, options: RequestTranslationOptions): TranslateRequestInput {
  switch (from) {
    case 'openai-chat':
      return { from, to, body: valid(from, validateChatRequest(body)), options };
    case 'openai-responses':
      return { from, to, body: valid(from, validateResponsesRequest(body)), options };
    case 'anthropic-messages':
      return { from, to, body: valid(from, validateMessagesRequest(body)), options };
  }
}
