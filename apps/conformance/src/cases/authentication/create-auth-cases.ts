import type { AuthMode, ConformanceCase, FormatName } from '../../types.js';
import { ERROR_ADVISORIES, ERROR_CHECKS, GENERATION_FORMATS, pathOf, twinOf } from '../generation-formats.js';
import { MINIMAL_BODIES } from '../request-bodies.js';

const ENDPOINTS: readonly (FormatName | 'models')[] = ['models', ...GENERATION_FORMATS];

export type AuthCaseOptions = {
  /** The SPEC rule the 401 comes from. */
  reference: string;
  /** The wrong form only exists for a target that authenticates with a Bearer header. */
  bearerOnly?: boolean;
  /** Only the POST endpoints (a GET has no body to put a token in). */
  postOnly?: boolean;
};

/** One 401 case per endpoint (GET /v1/models and the three POSTs) for a wrong form of authentication. */
export function createAuthCases(auth: AuthMode, slug: string, what: string, options: AuthCaseOptions): ConformanceCase[] {
  const endpoints = options.postOnly === true ? GENERATION_FORMATS : ENDPOINTS;
  return endpoints.map((format) => ({
    id: `authentication/${slug}-${format}`,
    title: `${format === 'models' ? 'GET' : 'POST'} ${pathOf(format)} with ${what} gives 401`,
    section: 'authentication',
    level: 'spec',
    reference: options.reference,
    twin: twinOf(format),
    ...(options.bearerOnly === true ? { bearerOnly: true } : {}),
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
