import type { ConformanceCase } from '../../types.js';

/**
 * GET /v1/models lists the token's models, with the run's model among them exactly (SPEC §2, SPEC §4), also when asked
 * the way Anthropic clients ask (PROTOCOLS §8.10; the body may then take the Anthropic shape, so no `schema`).
 */
export const listModelsCases: ConformanceCase[] = [
  {
    id: 'models/list',
    title: 'GET /v1/models returns data[] with string ids, including the model under test',
    section: 'models',
    level: 'spec',
    reference: 'SPEC §2, SPEC §4 (GET /v1/models), SPEC §4 rule 5',
    format: 'models',
    request: { method: 'GET', path: '/v1/models', auth: 'token' },
    expectStatus: [200],
    checks: ['status', 'content-type', 'schema', 'content', 'model-listed', 'no-token-echo'],
  },
  {
    id: 'models/list-for-anthropic-clients',
    title: 'GET /v1/models as the Anthropic SDK and Claude Code send it (anthropic-version, ?limit=1000) lists data[].id',
    section: 'models',
    level: 'client',
    reference: 'client: the Anthropic SDK and Claude Code send anthropic-version and ?limit=1000 (PROTOCOLS §8.10, captured traffic)',
    format: 'models',
    request: { method: 'GET', path: '/v1/models?limit=1000', auth: 'token', headers: { 'anthropic-version': '2023-06-01' } },
    expectStatus: [200],
    checks: ['status', 'content-type', 'content', 'model-listed'],
  },
];
