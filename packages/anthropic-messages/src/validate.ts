import {
  validateCountTokensRequest as checkCountTokensRequest,
  validateCountTokensResponse as checkCountTokensResponse,
  validateMessagesErrorBody as checkMessagesErrorBody,
  validateMessagesRequest as checkMessagesRequest,
  validateMessagesResponse as checkMessagesResponse,
  validateMessagesStreamEvent as checkMessagesStreamEvent,
  type GeneratedValidator,
} from './generated/validators.gen.js';
import { toValidationIssues } from './to-validation-issues.js';
import type {
  CountTokensRequest,
  CountTokensResponse,
  MessagesErrorBody,
  MessagesRequest,
  MessagesResponse,
  MessagesStreamEvent,
} from './types.js';
import type { ValidationResult } from './validation-result.js';

/**
 * Wraps a precompiled validator (ajv standalone code from tools/codegen, so nothing is compiled at run time).
 * Never throws: a value that makes the validator itself fail (a throwing getter, a cyclic structure too deep to
 * walk) is reported as an issue at the root.
 */
function wrap<T>(check: GeneratedValidator): (value: unknown) => ValidationResult<T> {
  return (value) => {
    try {
      if (check(value)) return { ok: true, value: value as T };
      return { ok: false, issues: toValidationIssues(check.errors) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, issues: [{ path: '', message: `could not be validated: ${message}`, keyword: 'exception' }] };
    }
  };
}

/** Checks a POST /v1/messages body (`model`, `messages` and `max_tokens` required; unknown fields allowed). */
export const validateMessagesRequest: (value: unknown) => ValidationResult<MessagesRequest> = wrap(checkMessagesRequest);

/** Checks a non-streamed POST /v1/messages answer. */
export const validateMessagesResponse: (value: unknown) => ValidationResult<MessagesResponse> = wrap(checkMessagesResponse);

/** Checks the `data:` payload of one stream event. */
export const validateMessagesStreamEvent: (value: unknown) => ValidationResult<MessagesStreamEvent> =
  wrap(checkMessagesStreamEvent);

/** Checks an error body (`{type:"error",error:{type,message},request_id}`). */
export const validateMessagesErrorBody: (value: unknown) => ValidationResult<MessagesErrorBody> = wrap(checkMessagesErrorBody);

/** Checks a POST /v1/messages/count_tokens body (`model` and `messages` required). */
export const validateCountTokensRequest: (value: unknown) => ValidationResult<CountTokensRequest> =
  wrap(checkCountTokensRequest);

/** Checks a POST /v1/messages/count_tokens answer (`{input_tokens}`). */
export const validateCountTokensResponse: (value: unknown) => ValidationResult<CountTokensResponse> =
  wrap(checkCountTokensResponse);
