import {
  validateResponsesErrorBody as errorBodyValidator,
  validateResponsesRequest as requestValidator,
  validateResponsesResponse as responseValidator,
  validateResponsesStreamEvent as streamEventValidator,
  type GeneratedValidator,
} from './generated/validators.gen.js';
import { toValidationIssues } from './to-validation-issues.js';
import type { ResponsesErrorBody, ResponsesRequest, ResponsesResponse, ResponsesStreamEvent } from './types.js';
import type { ValidationResult } from './validation-result.js';

// The validators are ajv standalone code compiled at codegen time: importing them compiles nothing.

/** Checks a POST /v1/responses body (Codex, SDK and other clients' shapes). Never throws. */
export function validateResponsesRequest(value: unknown): ValidationResult<ResponsesRequest> {
  return runValidator<ResponsesRequest>(requestValidator, value);
}

/** Checks a whole (non-streamed) Responses answer. Never throws. */
export function validateResponsesResponse(value: unknown): ValidationResult<ResponsesResponse> {
  return runValidator<ResponsesResponse>(responseValidator, value);
}

/** Checks the `data:` payload of one Responses stream event. Never throws. */
export function validateResponsesStreamEvent(value: unknown): ValidationResult<ResponsesStreamEvent> {
  return runValidator<ResponsesStreamEvent>(streamEventValidator, value);
}

/** Checks an OpenAI error envelope `{ error: { message, type, param, code } }`. Never throws. */
export function validateResponsesErrorBody(value: unknown): ValidationResult<ResponsesErrorBody> {
  return runValidator<ResponsesErrorBody>(errorBodyValidator, value);
}

function runValidator<T>(validator: GeneratedValidator, value: unknown): ValidationResult<T> {
  try {
    if (validator(value)) return { ok: true, value: value as T };
    return { ok: false, issues: toValidationIssues(validator.errors) };
  } catch (error) {
    // Only pathological input gets here (e.g. nesting deep enough to exhaust the stack).
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, issues: [{ path: '', message: `could not be validated: ${reason}`, keyword: 'exception' }] };
  }
}
