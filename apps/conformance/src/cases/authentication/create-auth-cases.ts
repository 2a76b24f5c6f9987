import type { AuthMode, ConformanceCase, FormatName } from '../../types.js';
import { ERROR_ADVISORIES, ERROR_CHECKS, GENERATION_FORMATS, pathOf } from '../generation-formats.js';
import { MINIMAL_BODIES } from '../request-bodies.js';

const ENDPOINTS: readonly (FormatName | 'models')[] = ['models', ...GENERATION_FORMATS];

/** One 401 case per endpoint (GET /v1/models and the three POSTs) for a wrong form of authentication. */
export function createAuthCases(auth: AuthMode, slug: string, what: string): ConformanceCase[] {
  return ENDPOINTS.map((format) => ({
    id: `authentication/${slug}-${format}`,
    title: `${format === 'models' ? 'GET' : 'POST'} ${pathOf(format)} with ${what} gives 401`,
    section: 'authentication',
    format,
    request:
      format === 'models'
        ? { method: 'GET', path: pathOf(format), auth }
        : { method: 'POST', path: pathOf(format), auth, body: MINIMAL_BODIES[format] },
    expectStatus: [401],
    modelOptional: true,
    checks: ERROR_CHECKS,
    advisories: ERROR_ADVISORIES,
  }));
}
