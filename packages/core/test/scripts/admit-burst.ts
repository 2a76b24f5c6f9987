// A child process for the multi-instance tests: one gateway instance's core on a shared store (PostgreSQL or a
// SQLite file) and optionally a shared Redis limiter. Waits for a common start instant, fires its share of
// admissions at once, prints how many it got, waits for "settle" on stdin (so no hold is returned while another
// instance still admits), settles, and prints a summary.
import { createCore } from '../../src/index.js';
import { createPostgresStore } from '../../src/postgres/index.js';
import { createRedisLimiter } from '../../src/redis/index.js';
import { createSqliteStore } from '../../src/sqlite/index.js';
import { fixtureModels, gpt4o } from '../__fixtures__/fixture-models.js';
import type { AdmitBurstConfig } from '../run-admit-burst.js';

const config = JSON.parse(process.argv[2] ?? '{}') as AdmitBurstConfig;
const store = config.store.kind === 'postgres'
  ? createPostgresStore({ connectionString: config.store.url, schema: config.store.schema })
  : createSqliteStore({ path: config.store.path });
const limiter = config.limiter === null ? undefined : createRedisLimiter({ url: config.limiter.url, keyPrefix: config.limiter.keyPrefix });
const core = createCore({ store, ...(limiter === undefined ? {} : { limiter }), models: fixtureModels });
const auth = await core.authenticate(config.secret);
if (!auth.ok) throw new Error(auth.reason);
await core.sweepExpired();
const principal = auth.principal;

await new Promise((resolve) => setTimeout(resolve, Math.max(0, config.startAt - Date.now())));
const results = await Promise.all(
  Array.from({ length: config.count }, (_, index) =>
    core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: `${process.pid}-${index}` })),
);
const admitted = results.flatMap((result) => (result.ok ? [result.reservation] : []));
const rejectedBy: Record<string, number> = {};
for (const result of results) if (!result.ok) rejectedBy[result.limit] = (rejectedBy[result.limit] ?? 0) + 1;
process.stdout.write(`${JSON.stringify({ admitted: admitted.length, rejectedBy, cost: 0 })}\n`);
await new Promise<void>((resolve) => {
  process.stdin.setEncoding('utf8').on('data', (text: string) => {
    if (text.includes('settle')) resolve();
  });
});
const entries = await Promise.all(
  admitted.map((reservation, index) =>
    core.settle(reservation, { inputTokens: 1_000, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 10 + index, status: 'ok' })),
);
await core.close();
process.stdout.write(`${JSON.stringify({ admitted: admitted.length, rejectedBy, cost: entries.reduce((sum, entry) => sum + entry.cost, 0) })}\n`);
process.exit(0);
