import type { ConformanceCase } from '../../types.js';
import { MINIMAL_BODIES } from '../request-bodies.js';

/**
 * A compatible base address without its /v1 (SPEC §1 rule 1, SPEC §7 status 404). Advice only: a server may also answer
 * there, and a client that forgot /v1 then works by accident instead of failing loudly.
 */
export const missingV1Cases: ConformanceCase[] = [
  {
    id: 'addresses/missing-v1-models',
    title: 'GET /models (no /v1) is not found',
    section: 'addresses',
    level: 'advisory',
    reference: 'advisory: SPEC §9 rule 1 puts every operation under /v1 but does not forbid serving the same without it (some servers also answer /chat/completions)',
    twin: 'models/list',
    format: 'models',
    request: { method: 'GET', path: '/models', auth: 'token' },
    expectStatus: [404],
    checks: ['status', 'no-token-echo'],
  },
  {
    id: 'addresses/missing-v1-chat',
    title: 'POST /chat/completions (no /v1) is not found',
    section: 'addresses',
    level: 'advisory',
    reference: 'advisory: SPEC §9 rule 1 puts every operation under /v1 but does not forbid serving the same without it (some servers also answer /chat/completions)',
    twin: 'endpoints/minimal-chat',
    format: 'chat',
    request: { method: 'POST', path: '/chat/completions', auth: 'token', body: MINIMAL_BODIES.chat },
    expectStatus: [404],
    checks: ['status', 'no-token-echo'],
  },
  {
    id: 'addresses/missing-v1-responses',
    title: 'POST /responses (no /v1) is not found',
    section: 'addresses',
    level: 'advisory',
    reference: 'advisory: SPEC §9 rule 1 puts every operation under /v1 but does not forbid serving the same without it (some servers also answer /chat/completions)',
    twin: 'endpoints/minimal-responses',
    format: 'responses',
    request: { method: 'POST', path: '/responses', auth: 'token', body: MINIMAL_BODIES.responses },
    expectStatus: [404],
    checks: ['status', 'no-token-echo'],
  },
];
