import type { ConformanceCase } from '../../types.js';
import { ERROR_ADVISORIES, ERROR_CHECKS } from '../generation-formats.js';
import { CHAT_MINIMAL, CHAT_RICH, RESPONSES_MINIMAL } from '../request-bodies.js';

/** A body of another format sent to an endpoint is a 400 there (SPEC §4 rule 4, SPEC §7 status 400). */
export const wrongFormatBodyCases: ConformanceCase[] = [
  {
    id: 'errors/responses-body-on-chat',
    title: 'A responses body (input, no messages) on /v1/chat/completions gives 400',
    section: 'errors',
    level: 'spec',
    reference: 'SPEC §2 (messages required), SPEC §4 rules 3-4, SPEC §7 status 400',
    twin: 'endpoints/minimal-chat',
    format: 'chat',
    request: { method: 'POST', path: '/v1/chat/completions', auth: 'token', body: RESPONSES_MINIMAL },
    expectStatus: [400],
    checks: ERROR_CHECKS,
    advisories: ERROR_ADVISORIES,
  },
  {
    id: 'errors/chat-body-on-responses',
    title: 'A chat body (messages, no input) on /v1/responses gives 400',
    section: 'errors',
    level: 'client',
    reference: 'client: a responses request needs input (PROTOCOLS §7.2: its API reference); SPEC §4 names only model for /v1/responses',
    twin: 'endpoints/minimal-responses',
    format: 'responses',
    request: { method: 'POST', path: '/v1/responses', auth: 'token', body: CHAT_MINIMAL },
    expectStatus: [400],
    checks: ERROR_CHECKS,
    advisories: ERROR_ADVISORIES,
  },
  {
    id: 'errors/chat-body-on-messages',
    title: 'A chat body (a system role, no max_tokens) on /v1/messages gives 400',
    section: 'errors',
    level: 'advisory',
    reference: 'advisory: SPEC §4 names only model for /v1/messages; a server may default max_tokens and accept a system message, as Claude Code sends them (PROTOCOLS §1.3)',
    twin: 'endpoints/minimal-messages',
    format: 'messages',
    request: { method: 'POST', path: '/v1/messages', auth: 'token', body: { model: CHAT_RICH.model, messages: CHAT_RICH.messages } },
    expectStatus: [400],
    checks: ERROR_CHECKS,
    advisories: ERROR_ADVISORIES,
  },
];
