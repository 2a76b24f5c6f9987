import type { ConformanceCase } from '../../types.js';
import { ERROR_ADVISORIES, ERROR_CHECKS, GENERATION_FORMATS, pathOf, twinOf } from '../generation-formats.js';
import { MINIMAL_BODIES } from '../request-bodies.js';

/** Requests with the exhausted or rate-limited second token end in 429 in the endpoint's envelope (SPEC §8 rule 1). */
export const secondTokenRejectedCases: ConformanceCase[] = GENERATION_FORMATS.map((format) => ({
  id: `limits/second-token-${format}`,
  title: `POST ${pathOf(format)} with the limited token is answered 429 within 10 requests`,
  section: 'limits',
  level: 'spec',
  reference: 'SPEC §8 rule 1, SPEC §7 status 429',
  twin: twinOf(format),
  format,
  request: { method: 'POST', path: pathOf(format), auth: 'second-token', body: MINIMAL_BODIES[format] },
  repeatUntilRejected: 10,
  expectStatus: [429],
  checks: ERROR_CHECKS,
  advisories: ERROR_ADVISORIES,
}));
