import type { ConformanceCase } from '../../types.js';
import { MINIMAL_BODIES } from '../request-bodies.js';

/** A base address that already ends in /v1, joined with a path that starts with /v1 (SPEC §1, SPEC §7 status 404). */
export const doubledV1Cases: ConformanceCase[] = [
  {
    id: 'addresses/doubled-v1-models',
    title: 'GET /v1/v1/models is not found',
    section: 'addresses',
    level: 'spec',
    reference: 'SPEC §7 status 404 (a repeated /v1), SPEC §9 rule 1',
    twin: 'models/list',
    format: 'models',
    request: { method: 'GET', path: '/v1/v1/models', auth: 'token' },
    expectStatus: [404],
    checks: ['status', 'no-token-echo'],
  },
  {
    id: 'addresses/doubled-v1-chat',
    title: 'POST /v1/v1/chat/completions is not found',
    section: 'addresses',
    level: 'spec',
    reference: 'SPEC §7 status 404 (a repeated /v1), SPEC §9 rule 1',
    twin: 'endpoints/minimal-chat',
    format: 'chat',
    request: { method: 'POST', path: '/v1/v1/chat/completions', auth: 'token', body: MINIMAL_BODIES.chat },
    expectStatus: [404],
    checks: ['status', 'no-token-echo'],
  },
  {
    id: 'addresses/doubled-v1-messages',
    title: 'POST /v1/v1/messages (a messages client given the /v1 address) is not found',
    section: 'addresses',
    level: 'spec',
    reference: 'SPEC §7 status 404 (a repeated /v1), SPEC §9 rule 1',
    twin: 'endpoints/minimal-messages',
    format: 'messages',
    request: { method: 'POST', path: '/v1/v1/messages', auth: 'token', body: MINIMAL_BODIES.messages },
    expectStatus: [404],
    checks: ['status', 'no-token-echo'],
  },
];
