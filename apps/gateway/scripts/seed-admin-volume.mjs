// Seeds a SQLite store for measuring the admin API and the console at volume (docs/performance.md): 1,000 accounts,
// 2,000 tokens, and N ledger entries (reserve then settle, spread evenly over the last 24 hours) each with its request
// record, one in ten a failover from a dead deployment. Bounded by N; written through the store's own API. Needs a
// built core (`pnpm build`). Then: `pnpm --filter @modelgate/console measure:volume <folder>`.
//   node apps/gateway/scripts/seed-admin-volume.mjs <folder> [ledger rows=100000]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createCore } from '@modelgate/core';
import { createSqliteStore } from '@modelgate/core/sqlite';

const [folder, rowsArg = '100000'] = process.argv.slice(2);
if (folder === undefined) throw new Error('usage: seed-admin-volume.mjs <folder> [ledger rows]');
const seed = { accounts: 1_000, tokensPerAccount: 2, ledgerRows: Number(rowsArg), spanMs: 24 * 3_600_000, now: Date.now() };
mkdirSync(folder, { recursive: true });
const started = performance.now();

const BATCH = 1_000;
const PRICING = { inputPerMillion: 1000, cachedInputPerMillion: 1000, outputPerMillion: 2000 };

const store = createSqliteStore({ path: join(folder, 'modelgate.db') });
let clock = seed.now;
const core = createCore({ store, models: [], clock: () => clock, heartbeatIntervalMs: 0 });
const tokens = [];
for (let index = 0; index < seed.accounts; index += 1) {
  const account = await core.admin.createAccount({ name: `team-${String(index).padStart(4, '0')}`, balance: 1_000_000_000_000 });
  for (let each = 0; each < seed.tokensPerAccount; each += 1) {
    const { token } = await core.admin.createToken({ accountId: account.id, name: `key-${each}` });
    tokens.push({ id: token.id, accountId: account.id, account: account.name, prefix: token.prefix });
  }
}
const models = ['gpt-4o', 'claude-sonnet', 'qwen2.5'];
for (let start = 0; start < seed.ledgerRows; start += BATCH) {
  const records = [];
  const settlements = [];
  for (let index = start; index < Math.min(seed.ledgerRows, start + BATCH); index += 1) {
    const createdAt = seed.now - seed.spanMs + Math.floor((index * seed.spanMs) / seed.ledgerRows);
    const token = tokens[index % tokens.length];
    const modelId = models[index % models.length] ?? 'gpt-4o';
    if (token === undefined) throw new Error('no token');
    const requestId = `req_seed${String(index).padStart(8, '0')}`;
    const reservation = {
      id: `res_seed${index}`, requestId, tokenId: token.id, accountId: token.accountId, modelId, pricing: PRICING, inputTokens: 1200,
      maxOutputTokens: 400, hold: 2_000, quotaWindow: null, quotaLimit: null, rateWindowStart: null, createdAt, expiresAt: createdAt + 600_000,
    };
    clock = createdAt;
    settlements.push(
      store.reserve(reservation, createdAt).then(() =>
        store.settle({ reservation, usage: { inputTokens: 1200, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 300, status: 'ok' }, ratedCost: 1_800, ledgerId: `led_seed${index}`, now: createdAt }),
      ),
    );
    const failover = index % 10 === 0;
    records.push({
      requestId, createdAt, accountId: token.accountId, tokenId: token.id, modelId, status: 200,
      record: {
        requestId, method: 'POST', path: '/v1/chat/completions', status: 200, client: 'openai-python', account: token.account, tokenPrefix: token.prefix,
        model: modelId, deployment: `main/${modelId}`, attempts: failover ? 2 : 1, latencyMs: 840, ttfbMs: 310, inputTokens: 1200, outputTokens: 300, cost: 1_800,
        ...(failover ? { upstreamAttempts: [{ deployment: `down/${modelId}`, outcome: 'failed', reason: 'connection_error', ms: 3 }, { deployment: `main/${modelId}`, outcome: 'ok', ms: 837 }] } : {}),
      },
    });
  }
  await Promise.all(settlements);
  await core.keepRequestRecords(records);
}
await core.close();
console.log(`seeded ${seed.ledgerRows} ledger rows and request records (1,000 accounts, 2,000 tokens, over 24 h) in ${Math.round(performance.now() - started)} ms`);
