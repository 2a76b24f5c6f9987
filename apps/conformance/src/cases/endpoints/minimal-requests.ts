import type { ConformanceCase } from '../../types.js';
import { GENERATION_FORMATS, STREAM_CHECKS, pathOf } from '../generation-formats.js';
import { MINIMAL_BODIES } from '../request-bodies.js';

/** The smallest valid request of each format, answered whole and streamed (SPEC §4). */
export const minimalRequestCases: ConformanceCase[] = GENERATION_FORMATS.flatMap((format): ConformanceCase[] => [
  {
    id: `endpoints/minimal-${format}`,
    title: `POST ${pathOf(format)} with a minimal body answers with generated content`,
    section: 'endpoints',
    format,
    request: { method: 'POST', path: pathOf(format), auth: 'token', body: MINIMAL_BODIES[format] },
    expectStatus: [200],
    checks: ['status', 'content-type', 'schema', 'content', 'request-id', 'no-token-echo'],
  },
  {
    id: `endpoints/minimal-${format}-stream`,
    title: `POST ${pathOf(format)} with a minimal body and stream: true streams in order to the terminal event`,
    section: 'endpoints',
    format,
    stream: true,
    request: { method: 'POST', path: pathOf(format), auth: 'token', body: { ...MINIMAL_BODIES[format], stream: true } },
    expectStatus: [200],
    checks: STREAM_CHECKS,
  },
]);
