import type { ConformanceCase } from '../../types.js';

/** GET /v1/models lists the token's models, with the run's model among them exactly (SPEC §2, §4). */
export const listModelsCases: ConformanceCase[] = [
  {
    id: 'models/list',
    title: 'GET /v1/models returns data[] with string ids, including the model under test',
    section: 'models',
    format: 'models',
    request: { method: 'GET', path: '/v1/models', auth: 'token' },
    expectStatus: [200],
    checks: ['status', 'content-type', 'schema', 'content', 'model-listed', 'no-token-echo'],
  },
];
