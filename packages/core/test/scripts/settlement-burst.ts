// A child process for the crash test: admits and settles in small parallel batches against a SQLite file until it
// is killed, reporting each ledger entry ID once its transaction has committed.
import { createCore } from '../../src/index.js';
import { createSqliteStore } from '../../src/sqlite/create-sqlite-store.js';
import { fixtureModels, gpt4o } from '../__fixtures__/fixture-models.js';

const [path, secret, limitText] = process.argv.slice(2);
if (path === undefined || secret === undefined) throw new Error('usage: settlement-burst <db path> <secret> [max batches]');
const maxBatches = Number(limitText ?? 100_000);

const core = createCore({ store: createSqliteStore({ path }), models: fixtureModels, reservationTtlMs: 60_000 });
const auth = await core.authenticate(secret);
if (!auth.ok) throw new Error(auth.reason);
const principal = auth.principal;

for (let batch = 0; batch < maxBatches; batch += 1) {
  const admitted = await Promise.all(
    Array.from({ length: 5 }, (_, index) => core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 500, requestId: `b${batch}-${index}` })),
  );
  const settled = await Promise.all(
    admitted.map((result, index) =>
      result.ok
        ? core.settle(result.reservation, { inputTokens: 900 + index, cachedInputTokens: 100, cacheWriteInputTokens: 0, outputTokens: 37 * index, status: 'ok' })
        : null,
    ),
  );
  process.stdout.write(settled.flatMap((entry) => (entry === null ? [] : [`${entry.id}\n`])).join(''));
}
await core.close();
