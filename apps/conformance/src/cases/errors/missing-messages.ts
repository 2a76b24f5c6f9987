import { MODEL_PLACEHOLDER, type ConformanceCase } from '../../types.js';
import { ERROR_ADVISORIES, ERROR_CHECKS } from '../generation-formats.js';

/**
 * A body without `messages` is a 400 on the two endpoints whose SPEC rows require it (SPEC §2, SPEC §4 rule 3). SPEC §4
 * requires only `model` on /v1/responses, so a responses body without `input` is not judged.
 */
export const missingMessagesCases: ConformanceCase[] = [
  {
    id: 'errors/missing-messages-chat',
    title: 'POST /v1/chat/completions without "messages" gives 400',
    section: 'errors',
    level: 'spec',
    reference: 'SPEC §2, SPEC §4 rule 3, SPEC §7 status 400',
    twin: 'endpoints/minimal-chat',
    format: 'chat',
    request: { method: 'POST', path: '/v1/chat/completions', auth: 'token', body: { model: MODEL_PLACEHOLDER } },
    expectStatus: [400],
    checks: ERROR_CHECKS,
    advisories: ERROR_ADVISORIES,
  },
  {
    id: 'errors/missing-messages-messages',
    title: 'POST /v1/messages without "messages" gives 400',
    section: 'errors',
    level: 'client',
    reference: 'client: the Messages API requires messages (PROTOCOLS §7.3: its API reference and SDK types); SPEC §4 names only model',
    twin: 'endpoints/minimal-messages',
    format: 'messages',
    request: { method: 'POST', path: '/v1/messages', auth: 'token', body: { model: MODEL_PLACEHOLDER, max_tokens: 64 } },
    expectStatus: [400],
    checks: ERROR_CHECKS,
    advisories: ERROR_ADVISORIES,
  },
];
