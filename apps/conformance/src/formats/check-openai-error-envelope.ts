import { isJsonObject } from '../http/parse-json-body.js';
import { describeValue } from './describe-value.js';

/**
 * The OpenAI error envelope `{ error: { message, type, param?, code? } }` used on /v1/chat/completions,
 * /v1/responses and /v1/models. The Anthropic envelope (`type: "error"` at the top) is wrong here.
 */
export function checkOpenAiErrorEnvelope(body: unknown): string[] {
  if (!isJsonObject(body)) return [`error body is not a JSON object: ${describeValue(body)}`];
  const findings: string[] = [];
  if (body.type === 'error') {
    findings.push('error body uses the Anthropic envelope ({"type":"error",…}); this endpoint answers {"error":{…}}');
  }
  const error = body.error;
  if (!isJsonObject(error)) {
    findings.push(`error body has no "error" object: ${describeValue(body)}`);
    return findings;
  }
  if (typeof error.message !== 'string' || error.message.length === 0) {
    findings.push('error.message is missing or not a non-empty string');
  }
  if (typeof error.type !== 'string' || error.type.length === 0 || error.type === 'None') {
    findings.push(`error.type is missing or not a real type name: ${describeValue(error.type)}`);
  }
  return findings;
}
