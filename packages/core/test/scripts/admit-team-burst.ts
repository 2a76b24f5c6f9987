// A child process for the account-lease test: one gateway instance's core on a shared PostgreSQL store, admitting
// for many tokens of one account (round robin) in waves, never settling until told. After a wave with no admission
// it waits for leases to be given back (its own and other instances') and tries again, a bounded number of times.
// Prints what it admitted, waits for "settle" on stdin, settles everything, and prints a summary.
import { createCore, type Principal, type Reservation } from '../../src/index.js';
import { createPostgresStore } from '../../src/postgres/index.js';
import { fixtureModels, gpt4o } from '../__fixtures__/fixture-models.js';
import type { TeamBurstConfig } from '../run-team-burst.js';

const config = JSON.parse(process.argv[2] ?? '{}') as TeamBurstConfig;
const core = createCore({
  store: createPostgresStore({ connectionString: config.url, schema: config.schema }), models: fixtureModels, admissionLeaseMs: config.leaseMs,
});
const principals: Principal[] = [];
for (const secret of config.secrets) {
  const auth = await core.authenticate(secret);
  if (!auth.ok) throw new Error(auth.reason);
  principals.push(auth.principal);
}

await new Promise((resolve) => setTimeout(resolve, Math.max(0, config.startAt - Date.now())));
const admitted: Reservation[] = [];
let sent = 0;
for (let idle = 0; idle < config.idleWaves; ) {
  const results = await Promise.all(
    Array.from({ length: config.wave }, () => {
      const principal = principals[sent % principals.length];
      sent += 1;
      if (principal === undefined) throw new Error('no principal');
      return core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: `${process.pid}-${sent}` });
    }),
  );
  const wave = results.flatMap((result) => (result.ok ? [result.reservation] : []));
  admitted.push(...wave);
  if (wave.length > 0) idle = 0;
  else {
    idle += 1;
    await new Promise((resolve) => setTimeout(resolve, config.leaseMs * 1.5));
  }
}
const summary = () => ({
  admitted: admitted.length,
  fromLeases: admitted.filter((reservation) => reservation.leaseId !== undefined).length,
  tokens: new Set(admitted.map((reservation) => reservation.tokenId)).size,
});
process.stdout.write(`${JSON.stringify({ ...summary(), cost: 0 })}\n`);
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
process.stdout.write(`${JSON.stringify({ ...summary(), cost: entries.reduce((sum, entry) => sum + entry.cost, 0) })}\n`);
process.exit(0);
