import { toSchemaFindings } from '../formats/to-schema-findings.js';
import { isJsonObject, parseJsonBody } from '../http/parse-json-body.js';
import type { CheckFunction } from './check-context.js';

const MOST_FRAME_FINDINGS = 10;

/**
 * Validates the answer with the format package's validators: the body of a success, every event of a stream
 * (frames that are not JSON, like chat's `[DONE]`, are left to the stream checks), or the error body.
 */
export const checkSchema: CheckFunction = ({ testCase, response, profile, json, frames }) => {
  const { schema } = profile;
  if (response.status >= 400) return json === undefined ? ['the error body is not JSON'] : toSchemaFindings(schema.errorBody(json));
  if (testCase.stream !== true) return json === undefined ? ['the body is not JSON'] : toSchemaFindings(schema.body(json));
  const findings: string[] = [];
  frames.forEach((frame, index) => {
    const parsed = parseJsonBody(frame.data);
    if (!parsed.ok) return;
    const type = isJsonObject(parsed.value) && typeof parsed.value.type === 'string' ? ` (${parsed.value.type})` : '';
    findings.push(...toSchemaFindings(schema.streamData(parsed.value), `frame ${index}${type}: `));
  });
  return findings.length > MOST_FRAME_FINDINGS
    ? [...findings.slice(0, MOST_FRAME_FINDINGS), `… and ${findings.length - MOST_FRAME_FINDINGS} more`]
    : findings;
};
