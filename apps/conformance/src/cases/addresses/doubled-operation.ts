import type { ConformanceCase } from '../../types.js';
import { MINIMAL_BODIES } from '../request-bodies.js';

/** The full chat address entered where a base address was asked for (SPEC §1 rule 2, SPEC §7 status 404). */
export const doubledOperationCases: ConformanceCase[] = [
  {
    id: 'addresses/doubled-chat-completions',
    title: 'POST /v1/chat/completions/chat/completions is not found',
    section: 'addresses',
    level: 'spec',
    reference: 'SPEC §1 rule 2, SPEC §7 status 404 (a repeated /chat/completions)',
    twin: 'endpoints/minimal-chat',
    format: 'chat',
    request: { method: 'POST', path: '/v1/chat/completions/chat/completions', auth: 'token', body: MINIMAL_BODIES.chat },
    expectStatus: [404],
    checks: ['status', 'no-token-echo'],
  },
];
