import { isJsonObject } from '../http/parse-json-body.js';
import { describeValue } from './describe-value.js';

/** A chat completion: `choices` holds the generated content (SPEC §2, SPEC §4). */
export function checkChatContent(body: unknown): string[] {
  if (!isJsonObject(body)) return [`body is not a JSON object: ${describeValue(body)}`];
  const choices = body.choices;
  if (!Array.isArray(choices) || choices.length === 0) return ['"choices" is missing or empty'];
  const first: unknown = choices[0];
  if (!isJsonObject(first) || !isJsonObject(first.message)) return ['choices[0].message is missing'];
  const findings: string[] = [];
  const message = first.message;
  if (message.role !== 'assistant') findings.push(`choices[0].message.role is ${describeValue(message.role)}, not "assistant"`);
  if (typeof message.content !== 'string' && !Array.isArray(message.tool_calls)) {
    findings.push('choices[0].message has neither text content nor tool_calls');
  }
  if (typeof first.finish_reason !== 'string') findings.push('choices[0].finish_reason is missing');
  return findings;
}
