import { isJsonObject } from '../http/parse-json-body.js';
import { describeValue } from './describe-value.js';

/** An Anthropic `message` object: content blocks, a stop reason and usage. */
export function checkMessagesContent(body: unknown): string[] {
  if (!isJsonObject(body)) return [`body is not a JSON object: ${describeValue(body)}`];
  const findings: string[] = [];
  if (body.type !== 'message') findings.push(`"type" is ${describeValue(body.type)}, not "message"`);
  if (body.role !== 'assistant') findings.push(`"role" is ${describeValue(body.role)}, not "assistant"`);
  if (typeof body.id !== 'string' || body.id.length === 0) findings.push('"id" is missing');
  if (!Array.isArray(body.content)) findings.push('"content" is not an array');
  if (typeof body.stop_reason !== 'string') findings.push('"stop_reason" is missing');
  const usage = body.usage;
  if (!isJsonObject(usage) || typeof usage.input_tokens !== 'number' || typeof usage.output_tokens !== 'number') {
    findings.push('"usage" lacks input_tokens and output_tokens');
  }
  return findings;
}
