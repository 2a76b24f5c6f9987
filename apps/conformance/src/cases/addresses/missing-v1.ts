import type { ConformanceCase } from '../../types.js';
import { MINIMAL_BODIES } from '../request-bodies.js';

/** A compatible base address without its /v1 (SPEC §1 rule 1, §7 404 row). */
export const missingV1Cases: ConformanceCase[] = [
  {
    id: 'addresses/missing-v1-models',
    title: 'GET /models (no /v1) is not found',
    section: 'addresses',
    format: 'models',
    request: { method: 'GET', path: '/models', auth: 'token' },
    expectStatus: [404],
    checks: ['status', 'no-token-echo'],
  },
  {
    id: 'addresses/missing-v1-chat',
    title: 'POST /chat/completions (no /v1) is not found',
    section: 'addresses',
    format: 'chat',
    request: { method: 'POST', path: '/chat/completions', auth: 'token', body: MINIMAL_BODIES.chat },
    expectStatus: [404],
    checks: ['status', 'no-token-echo'],
  },
  {
    id: 'addresses/missing-v1-responses',
    title: 'POST /responses (no /v1) is not found',
    section: 'addresses',
    format: 'responses',
    request: { method: 'POST', path: '/responses', auth: 'token', body: MINIMAL_BODIES.responses },
    expectStatus: [404],
    checks: ['status', 'no-token-echo'],
  },
];
