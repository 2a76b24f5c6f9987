import type { ConformanceCase } from '../../types.js';
import { ERROR_ADVISORIES, ERROR_CHECKS, GENERATION_FORMATS, pathOf, twinOf } from '../generation-formats.js';
import { MINIMAL_BODIES } from '../request-bodies.js';

const UNKNOWN_MODEL = 'conformance-no-such-model';

/**
 * A model no token can see is a 4xx in the endpoint's envelope (SPEC §7 rule 1 allows any 4xx), also when the
 * request asks for a stream: the error comes as an HTTP status, not inside a 200 stream (PEERS #44-45).
 */
export const unknownModelCases: ConformanceCase[] = GENERATION_FORMATS.flatMap((format): ConformanceCase[] => [
  {
    id: `errors/unknown-model-${format}`,
    title: `POST ${pathOf(format)} with an unknown model gives a 4xx`,
    section: 'errors',
    level: 'spec',
    reference: 'SPEC §4 rule 2, SPEC §7 rule 1 (any 4xx)',
    twin: twinOf(format),
    format,
    request: { method: 'POST', path: pathOf(format), auth: 'token', body: { ...MINIMAL_BODIES[format], model: UNKNOWN_MODEL } },
    expectStatus: [4],
    checks: ERROR_CHECKS,
    advisories: ERROR_ADVISORIES,
  },
  {
    id: `errors/unknown-model-${format}-stream`,
    title: `POST ${pathOf(format)} with an unknown model and stream: true gives a 4xx, not a 200 stream`,
    section: 'errors',
    level: 'spec',
    reference: 'SPEC §4 rule 2, SPEC §7 rule 1 (any 4xx; a 200 stream hides the error from clients, PEERS #44-45)',
    twin: twinOf(format),
    format,
    request: {
      method: 'POST',
      path: pathOf(format),
      auth: 'token',
      body: { ...MINIMAL_BODIES[format], model: UNKNOWN_MODEL, stream: true },
    },
    expectStatus: [4],
    checks: ERROR_CHECKS,
    advisories: ERROR_ADVISORIES,
  },
]);
