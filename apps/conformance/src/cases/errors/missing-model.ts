import type { ConformanceCase } from '../../types.js';
import { ERROR_ADVISORIES, ERROR_CHECKS, GENERATION_FORMATS, pathOf, twinOf } from '../generation-formats.js';
import { MINIMAL_BODIES } from '../request-bodies.js';

function withoutModel(body: Record<string, unknown>): Record<string, unknown> {
  const { model: _model, ...rest } = body;
  return rest;
}

/** A body without `model` is a 400 in the endpoint's envelope (SPEC §4 rule 2). */
export const missingModelCases: ConformanceCase[] = GENERATION_FORMATS.map((format) => ({
  id: `errors/missing-model-${format}`,
  title: `POST ${pathOf(format)} without "model" gives 400`,
  section: 'errors',
  level: 'spec',
  reference: 'SPEC §4 rules 2-3, SPEC §7 status 400',
  twin: twinOf(format),
  format,
  request: { method: 'POST', path: pathOf(format), auth: 'token', body: withoutModel(MINIMAL_BODIES[format]) },
  expectStatus: [400],
  modelOptional: true,
  checks: ERROR_CHECKS,
  advisories: ERROR_ADVISORIES,
}));
