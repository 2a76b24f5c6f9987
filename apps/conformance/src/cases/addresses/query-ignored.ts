import type { ConformanceCase } from '../../types.js';
import { MINIMAL_BODIES } from '../request-bodies.js';

/** Clients add query strings (Claude Code's `?beta=true`, `?limit=1000`): routing is by path (PROTOCOLS §0.1). */
export const queryIgnoredCases: ConformanceCase[] = [
  {
    id: 'addresses/query-on-messages',
    title: 'POST /v1/messages?beta=true is routed like /v1/messages',
    section: 'addresses',
    level: 'client',
    reference: 'client: Claude Code 2.1 posts to /v1/messages?beta=true (PROTOCOLS §0.1, PROTOCOLS §1.1, captured traffic); SPEC §4 leaves query parameters open',
    format: 'messages',
    request: { method: 'POST', path: '/v1/messages?beta=true', auth: 'token', body: MINIMAL_BODIES.messages },
    expectStatus: [200],
    checks: ['status', 'content-type', 'schema', 'content'],
  },
  {
    id: 'addresses/query-on-models',
    title: 'GET /v1/models?limit=1000 is routed like /v1/models',
    section: 'addresses',
    level: 'client',
    reference: 'client: the Anthropic SDK and Claude Code list models with ?limit=1000 (PROTOCOLS §0.1, PROTOCOLS §8.10, captured traffic)',
    format: 'models',
    request: { method: 'GET', path: '/v1/models?limit=1000', auth: 'token' },
    expectStatus: [200],
    checks: ['status', 'content-type', 'schema', 'content'],
  },
];
