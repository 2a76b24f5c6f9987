import type { ConformanceCase } from '../../types.js';
import { GENERATION_FORMATS, STREAM_CHECKS, pathOf } from '../generation-formats.js';
import { MINIMAL_BODIES } from '../request-bodies.js';

/** Who streams each format by default. */
export const STREAMING_CLIENTS = { chat: 'the openai SDK', responses: 'Codex and the openai SDK', messages: 'Claude Code and the Anthropic SDK' } as const;

/** Where RULES.md describes those clients. */
export const STREAMING_CLIENT_FACTS = { chat: 'PROTOCOLS §3', responses: 'PROTOCOLS §2, PROTOCOLS §3', messages: 'PROTOCOLS §1, PROTOCOLS §4' } as const;

/** The smallest valid request of each format, answered whole and streamed (SPEC §4). */
export const minimalRequestCases: ConformanceCase[] = GENERATION_FORMATS.flatMap((format): ConformanceCase[] => [
  {
    id: `endpoints/minimal-${format}`,
    title: `POST ${pathOf(format)} with a minimal body answers with generated content`,
    section: 'endpoints',
    level: 'spec',
    reference: 'SPEC §4',
    format,
    request: { method: 'POST', path: pathOf(format), auth: 'token', body: MINIMAL_BODIES[format] },
    expectStatus: [200],
    checks: ['status', 'content-type', 'schema', 'content', 'no-token-echo'],
    advisories: ['request-id'],
  },
  {
    id: `endpoints/minimal-${format}-stream`,
    title: `POST ${pathOf(format)} with a minimal body and stream: true streams in order to the terminal event`,
    section: 'endpoints',
    level: 'client',
    reference: `client: ${STREAMING_CLIENTS[format]} stream by default (SPEC §6 leaves events open; ${STREAMING_CLIENT_FACTS[format]}, captured traffic)`,
    format,
    stream: true,
    request: { method: 'POST', path: pathOf(format), auth: 'token', body: { ...MINIMAL_BODIES[format], stream: true } },
    expectStatus: [200],
    checks: STREAM_CHECKS,
  },
]);
