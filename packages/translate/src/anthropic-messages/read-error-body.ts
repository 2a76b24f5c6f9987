import type { ErrorInput } from '@modelgate/ir';
import { asRecord, readString, type JsonRecord } from '../ir/read-json.js';

/** Anthropic's error types in OpenAI's code vocabulary, which Codex acts on. */
const CODE_BY_ANTHROPIC_TYPE: Record<string, string> = {
  authentication_error: 'invalid_api_key',
  billing_error: 'insufficient_quota',
  rate_limit_error: 'rate_limit_exceeded',
  overloaded_error: 'server_is_overloaded',
  api_error: 'server_error',
  timeout_error: 'server_error',
};

/** An Anthropic error envelope (`{ type: 'error', error: { type, message }, request_id }`) → the renderer's input. */
export function readAnthropicErrorBody(status: number, body: JsonRecord, fallbackMessage: string): ErrorInput {
  const error = asRecord(body['error']);
  const result: ErrorInput = { status, message: readString(error, 'message') ?? readString(body, 'message') ?? fallbackMessage };
  const type = readString(error, 'type');
  const code = type === undefined ? undefined : CODE_BY_ANTHROPIC_TYPE[type];
  if (code !== undefined) result.code = code;
  const requestId = readString(body, 'request_id');
  if (requestId !== undefined) result.requestId = requestId;
  return result;
}
