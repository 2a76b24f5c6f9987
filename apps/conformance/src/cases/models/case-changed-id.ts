import { CASE_CHANGED_MODEL_PLACEHOLDER, type ConformanceCase } from '../../types.js';
import { ERROR_ADVISORIES, ERROR_CHECKS, GENERATION_FORMATS, pathOf, twinOf } from '../generation-formats.js';
import { MINIMAL_BODIES } from '../request-bodies.js';

/** A model ID whose letters differ only in case must not work (SPEC §2 rule 1; any 4xx, SPEC §7 rule 1). */
export const caseChangedIdCases: ConformanceCase[] = GENERATION_FORMATS.map((format) => ({
  id: `models/case-changed-id-${format}`,
  title: `POST ${pathOf(format)} with the model ID in another case is rejected`,
  section: 'models',
  level: 'spec',
  reference: 'SPEC §2 rule 1, SPEC §7 rule 1 (any 4xx)',
  twin: twinOf(format),
  format,
  request: {
    method: 'POST',
    path: pathOf(format),
    auth: 'token',
    body: { ...MINIMAL_BODIES[format], model: CASE_CHANGED_MODEL_PLACEHOLDER },
  },
  expectStatus: [4],
  checks: ERROR_CHECKS,
  advisories: ERROR_ADVISORIES,
}));
