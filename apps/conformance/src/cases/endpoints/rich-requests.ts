import type { ConformanceCase } from '../../types.js';
import { GENERATION_FORMATS, STREAM_CHECKS, pathOf } from '../generation-formats.js';
import { RICH_BODIES } from '../request-bodies.js';
import { STREAMING_CLIENT_FACTS, STREAMING_CLIENTS } from './minimal-requests.js';

/** A multi-turn request with system text, content parts and sampling settings, whole and streamed (SPEC §4). */
export const richRequestCases: ConformanceCase[] = GENERATION_FORMATS.flatMap((format): ConformanceCase[] => [
  {
    id: `endpoints/rich-${format}`,
    title: `POST ${pathOf(format)} with a multi-turn body answers with generated content`,
    section: 'endpoints',
    level: 'spec',
    reference: 'SPEC §4 (role-based messages; fields beyond model and messages are not shown, but must not break the request)',
    format,
    request: { method: 'POST', path: pathOf(format), auth: 'token', body: RICH_BODIES[format] },
    expectStatus: [200],
    checks: ['status', 'content-type', 'schema', 'content'],
  },
  {
    id: `endpoints/rich-${format}-stream`,
    title: `POST ${pathOf(format)} with a multi-turn body and stream: true streams in order`,
    section: 'endpoints',
    level: 'client',
    reference: `client: ${STREAMING_CLIENTS[format]} stream multi-turn requests (${STREAMING_CLIENT_FACTS[format]}, captured traffic)`,
    format,
    stream: true,
    request: { method: 'POST', path: pathOf(format), auth: 'token', body: { ...RICH_BODIES[format], stream: true } },
    expectStatus: [200],
    checks: STREAM_CHECKS,
  },
]);
