import { isJsonObject } from '../http/parse-json-body.js';
import { describeValue } from './describe-value.js';

/** The error type an Anthropic client expects for each status (docs.claude.com/en/api/errors). */
export const ANTHROPIC_ERROR_TYPE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  402: 'billing_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  504: 'timeout_error',
  529: 'overloaded_error',
};

/** The Anthropic error envelope `{ type: "error", error: { type, message } }`, with the type that fits the status. */
export function checkAnthropicErrorEnvelope(body: unknown, status: number): string[] {
  if (!isJsonObject(body)) return [`error body is not a JSON object: ${describeValue(body)}`];
  const findings: string[] = [];
  if (body.type !== 'error') {
    findings.push(`error body lacks "type":"error" (Anthropic envelope expected): ${describeValue(body)}`);
  }
  const error = body.error;
  if (!isJsonObject(error)) {
    findings.push('error body has no "error" object');
    return findings;
  }
  if (typeof error.message !== 'string' || error.message.length === 0) {
    findings.push('error.message is missing or not a non-empty string');
  }
  const expectedType = ANTHROPIC_ERROR_TYPE_BY_STATUS[status];
  if (typeof error.type !== 'string') {
    findings.push('error.type is missing');
  } else if (expectedType !== undefined && error.type !== expectedType) {
    findings.push(`error.type is "${error.type}" but status ${status} calls for "${expectedType}"`);
  }
  return findings;
}
