import type { GeneratedValidator } from './generated/validators.gen.js';
import {
  validateChatErrorBody as chatErrorBodyValidator,
  validateChatRequest as chatRequestValidator,
  validateChatResponse as chatResponseValidator,
  validateChatStreamChunk as chatStreamChunkValidator,
  validateModelCatalog as modelCatalogValidator,
  validateModelList as modelListValidator,
} from './generated/validators.gen.js';
import { toValidationIssues } from './to-validation-issues.js';
import type { ChatErrorBody, ChatRequest, ChatResponse, ChatStreamChunk, ModelCatalog, ModelList } from './types.js';
import type { ValidationResult } from './validation-result.js';

function runValidator<T>(validator: GeneratedValidator, value: unknown): ValidationResult<T> {
  try {
    if (validator(value)) return { ok: true, value: value as T };
    return { ok: false, issues: toValidationIssues(validator.errors) };
  } catch (error) {
    // Only a hostile value (a throwing getter or proxy) can get here.
    return { ok: false, issues: [{ path: '', message: `could not be read: ${error instanceof Error ? error.message : String(error)}`, keyword: 'exception' }] };
  }
}

/** Checks a `POST /v1/chat/completions` body. */
export function validateChatRequest(value: unknown): ValidationResult<ChatRequest> {
  return runValidator(chatRequestValidator, value);
}

/** Checks a whole (non-streamed) chat completion. */
export function validateChatResponse(value: unknown): ValidationResult<ChatResponse> {
  return runValidator(chatResponseValidator, value);
}

/** Checks the parsed `data:` of one streamed chunk. */
export function validateChatStreamChunk(value: unknown): ValidationResult<ChatStreamChunk> {
  return runValidator(chatStreamChunkValidator, value);
}

/** Checks an OpenAI error envelope. */
export function validateChatErrorBody(value: unknown): ValidationResult<ChatErrorBody> {
  return runValidator(chatErrorBodyValidator, value);
}

/** Checks a `GET /v1/models` list body. */
export function validateModelList(value: unknown): ValidationResult<ModelList> {
  return runValidator(modelListValidator, value);
}

/** Checks a Codex model catalog body (`GET /v1/models?client_version=…`). */
export function validateModelCatalog(value: unknown): ValidationResult<ModelCatalog> {
  return runValidator(modelCatalogValidator, value);
}
