import { MODEL_PLACEHOLDER, type ConformanceCase } from '../../types.js';
import { ERROR_ADVISORIES, ERROR_CHECKS, GENERATION_FORMATS, pathOf, twinOf } from '../generation-formats.js';

/** A body that is not valid JSON is a 400 in the endpoint's envelope (SPEC §4 rule 3, SPEC §7 status 400). */
export const invalidJsonCases: ConformanceCase[] = GENERATION_FORMATS.map((format) => ({
  id: `errors/invalid-json-${format}`,
  title: `POST ${pathOf(format)} with a truncated JSON body gives 400`,
  section: 'errors',
  level: 'spec',
  reference: 'SPEC §4 rule 3, SPEC §7 status 400',
  twin: twinOf(format),
  format,
  request: { method: 'POST', path: pathOf(format), auth: 'token', rawBody: `{"model": "${MODEL_PLACEHOLDER}", "messages": [` },
  expectStatus: [400],
  modelOptional: true,
  checks: ERROR_CHECKS,
  advisories: ERROR_ADVISORIES,
}));
