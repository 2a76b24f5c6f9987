import { isJsonObject } from '../http/parse-json-body.js';
import { describeValue } from './describe-value.js';

/** A Responses-format `response` object with its output items. */
export function checkResponsesContent(body: unknown): string[] {
  if (!isJsonObject(body)) return [`body is not a JSON object: ${describeValue(body)}`];
  const findings: string[] = [];
  if (body.object !== 'response') findings.push(`"object" is ${describeValue(body.object)}, not "response"`);
  if (typeof body.id !== 'string' || body.id.length === 0) findings.push('"id" is missing');
  if (typeof body.status !== 'string') findings.push('"status" is missing');
  if (!Array.isArray(body.output)) findings.push('"output" is not an array');
  else if (body.status === 'completed' && body.output.length === 0) findings.push('a completed response has no output items');
  return findings;
}
