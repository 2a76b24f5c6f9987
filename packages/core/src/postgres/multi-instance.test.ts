import { afterAll, describe, expect, it } from 'vitest';
import { fixtureModels, GPT4O_HOLD_1K } from '../../test/__fixtures__/fixture-models.js';
import { runAdmitBurst } from '../../test/run-admit-burst.js';
import { deleteRedisKeys, dropPostgresSchemas, POSTGRES_URL, REDIS_URL, requireServices } from '../../test/test-services.js';
import { createCore } from '../create-core.js';
import type { RateLimits, TokenQuota } from '../token.js';
import { createPostgresStore } from './create-postgres-store.js';

await requireServices('postgres', 'redis');
const runId = `${process.pid}_${Date.now().toString(36)}`;
const schema = `mg_test_multi_${runId}`;
const keyPrefix = `modelgate-test:multi:${runId}`;

async function burst(options: { balance: number; quota: TokenQuota | null; rateLimits: Partial<RateLimits> }) {
  const core = createCore({ store: createPostgresStore({ connectionString: POSTGRES_URL, schema }), models: fixtureModels });
  const account = await core.admin.createAccount({ name: `multi-${Math.random()}`, balance: options.balance });
  const { secret, token } = await core.admin.createToken({ accountId: account.id, quota: options.quota, rateLimits: options.rateLimits });
  const summaries = await runAdmitBurst(
    { store: { kind: 'postgres', url: POSTGRES_URL, schema }, limiter: { kind: 'redis', url: REDIS_URL, keyPrefix }, secret },
    [167, 167, 166],
  );
  const ledger = await core.admin.ledger({ accountId: account.id });
  const after = await core.admin.getAccount(account.id);
  const quota = await core.admin.quotaUsage(token.id);
  await core.close();
  return { summaries, ledger, after, quota };
}

describe('three OS processes sharing PostgreSQL and Redis', () => {
  afterAll(async () => {
    await dropPostgresSchemas(schema);
    await deleteRedisKeys(keyPrefix);
  });

  it.each([
    ['a token quota', { balance: 1_000 * GPT4O_HOLD_1K, quota: { limit: 51 * GPT4O_HOLD_1K - 1, period: 'month' as const }, rateLimits: {} }, 'token_quota'],
    ['an account balance', { balance: 51 * GPT4O_HOLD_1K - 1, quota: null, rateLimits: {} }, 'account_balance'],
    ['requests per minute', { balance: 1_000 * GPT4O_HOLD_1K, quota: null, rateLimits: { requestsPerMinute: 50 } }, 'rpm'],
  ])('500 admissions against %s that fits 50 admit exactly 50, and the sums agree', async (_case, options, limit) => {
    const { summaries, ledger, after, quota } = await burst(options);
    expect(summaries.reduce((sum, summary) => sum + summary.admitted, 0)).toBe(50);
    expect(summaries.reduce((sum, summary) => sum + (summary.rejectedBy[limit] ?? 0), 0)).toBe(450);
    const charged = summaries.reduce((sum, summary) => sum + summary.cost, 0);
    expect(ledger).toHaveLength(50);
    expect(ledger.reduce((sum, entry) => sum + entry.cost, 0)).toBe(charged);
    expect(after).toMatchObject({ balance: options.balance - charged, reserved: 0 });
    if (options.quota !== null) expect(quota).toMatchObject({ spent: charged, reserved: 0 });
  }, 90_000);
});
