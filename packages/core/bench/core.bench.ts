// Benchmarks of @modelgate/core: run with `pnpm --filter @modelgate/core bench`. Each figure is printed beside a
// baseline measured in the same run on the same machine, so the ratio means something even on a busy host.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createCore, createMemoryStore, type Limiter, type ModelDefinition, type Principal, type Store } from '../src/index.js';
import { createPostgresStore } from '../src/postgres/index.js';
import { createRedisLimiter } from '../src/redis/index.js';
import { createSqliteStore } from '../src/sqlite/index.js';

const POSTGRES_URL = process.env.MODELGATE_BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.MODELGATE_BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const model: ModelDefinition = {
  id: 'bench/model', defaultMaxOutputTokens: 1_000,
  pricing: { inputPerMillion: 2_500_000, cachedInputPerMillion: 1_250_000, outputPerMillion: 10_000_000 },
};
const usage = { inputTokens: 1_000, cachedInputTokens: 200, cacheWriteInputTokens: 0, outputTokens: 150, status: 'ok' as const };

/** Microseconds per operation: elapsed (what a caller waits) and CPU of this process (what it costs the host). */
type Timing = { wallUs: number; cpuUs: number };
type Row = { name: string; timing: Timing; baseline?: string };
const rows: Row[] = [];
const baselines = new Map<string, Timing>();

/** Mean cost per operation over `iterations` runs, after a warm-up of a tenth as many. */
async function measure(iterations: number, operation: (index: number) => unknown): Promise<Timing> {
  for (let index = 0; index < Math.ceil(iterations / 10); index += 1) await operation(index);
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  for (let index = 0; index < iterations; index += 1) await operation(index);
  const wall = Number(process.hrtime.bigint() - start) / 1_000;
  const used = process.cpuUsage(cpu);
  return { wallUs: wall / iterations, cpuUs: (used.user + used.system) / iterations };
}

function record(name: string, timing: Timing, baseline?: string): void {
  rows.push({ name, timing, ...(baseline === undefined ? {} : { baseline }) });
  if (baseline === undefined) baselines.set(name, timing);
}

async function reachable(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch {
    return false;
  }
}

async function benchAdmitSettle(label: string, store: Store, limiter: Limiter | undefined, iterations: number, baseline: string, parallel = 1) {
  const core = createCore({ store, models: [model], ...(limiter === undefined ? {} : { limiter }) });
  const principalFor = async (name: string) => {
    const account = await core.admin.createAccount({ name: `${name}-${Date.now()}`, balance: 1_000_000_000_000 });
    const { secret } = await core.admin.createToken({
      accountId: account.id, quota: { limit: 900_000_000_000, period: 'month' },
      rateLimits: { requestsPerMinute: 100_000_000, tokensPerMinute: null, concurrentRequests: 1_000 },
    });
    const auth = await core.authenticate(secret);
    if (!auth.ok) throw new Error(auth.reason);
    return auth.principal;
  };
  const admitAndSettle = async (principal: Principal, requestId: string) => {
    const admitted = await core.admit(principal, model, { inputTokens: 1_000, requestId });
    if (!admitted.ok) throw new Error(admitted.message);
    await core.settle(admitted.reservation, usage);
  };
  const principal = await principalFor('bench');
  record(`${label}: admit + settle`, await measure(iterations, (index) => admitAndSettle(principal, `r${index}`)), baseline);
  if (parallel > 1) {
    // One account per worker: requests of one account serialize on its balance row by design.
    const principals = await Promise.all(Array.from({ length: parallel }, (_, worker) => principalFor(`bench-${worker}`)));
    const perWorker = Math.ceil(iterations / parallel);
    const cpu = process.cpuUsage();
    const start = process.hrtime.bigint();
    await Promise.all(principals.map(async (each, worker) => {
      for (let index = 0; index < perWorker; index += 1) await admitAndSettle(each, `p${worker}-${index}`);
    }));
    const total = perWorker * parallel;
    const used = process.cpuUsage(cpu);
    record(`${label}: admit + settle, ${parallel} accounts in parallel`, {
      wallUs: Number(process.hrtime.bigint() - start) / 1_000 / total, cpuUs: (used.user + used.system) / total,
    }, baseline);
  }
  await core.close();
}

// --- authentication -----------------------------------------------------------------------------------------------
{
  const core = createCore({ store: createMemoryStore(), models: [model], authCacheTtlMs: 1_000 });
  const account = await core.admin.createAccount({ name: 'auth' });
  const { secret } = await core.admin.createToken({ accountId: account.id });
  const map = new Map(Array.from({ length: 1_000 }, (_, index) => [`${secret}${index}`, index]));
  map.set(secret, -1);
  let sink = 0;
  record('Map.get of a secret (baseline)', await measure(200_000, () => { sink += map.get(secret) ?? 0; }));
  record('SHA-256 of a secret (baseline)', await measure(200_000, () => { sink += createHash('sha256').update(secret).digest().length; }));
  record('authenticate, cached', await measure(200_000, () => core.authenticate(secret)), 'Map.get of a secret (baseline)');
  if (sink === Number.MIN_SAFE_INTEGER) process.stdout.write('');
  await core.close();
}

// --- memory store -------------------------------------------------------------------------------------------------
record('two awaited no-op calls (baseline)', await measure(100_000, async () => { await Promise.resolve(); await Promise.resolve(); }));
await benchAdmitSettle('memory store', createMemoryStore(), undefined, 50_000, 'two awaited no-op calls (baseline)');

// --- SQLite -------------------------------------------------------------------------------------------------------
{
  const folder = mkdtempSync(join(tmpdir(), 'modelgate-bench-'));
  try {
    const db = new Database(join(folder, 'baseline.db'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.exec('CREATE TABLE counter (id INTEGER PRIMARY KEY, value INTEGER); INSERT INTO counter VALUES (1, 0)');
    const empty = db.transaction(() => undefined);
    const bump = db.prepare('UPDATE counter SET value = value + 1 WHERE id = 1');
    const write = db.transaction(() => bump.run());
    record('SQLite empty IMMEDIATE transaction (baseline)', await measure(50_000, () => empty.immediate()));
    record('SQLite one-row UPDATE transaction (baseline)', await measure(50_000, () => write.immediate()));
    db.close();
    await benchAdmitSettle('SQLite store', createSqliteStore({ path: join(folder, 'modelgate.db') }), undefined, 20_000, 'SQLite one-row UPDATE transaction (baseline)');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// --- PostgreSQL and Redis -----------------------------------------------------------------------------------------
const schema = `mg_bench_${process.pid}`;
const client = new pg.Client({ connectionString: POSTGRES_URL });
if (await reachable(() => client.connect())) {
  // A logged table, as the store's are: each commit waits for the WAL flush.
  await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"; CREATE TABLE "${schema}".counter (id INT PRIMARY KEY, value BIGINT);
    INSERT INTO "${schema}".counter VALUES (1, 0)`);
  record('PostgreSQL SELECT 1 round trip (baseline)', await measure(2_000, () => client.query('SELECT 1')));
  record('PostgreSQL one-row UPDATE transaction (baseline)', await measure(2_000, async () => {
    await client.query('BEGIN');
    await client.query(`UPDATE "${schema}".counter SET value = value + 1 WHERE id = 1`);
    await client.query('COMMIT');
  }));
  await benchAdmitSettle('PostgreSQL store', createPostgresStore({ connectionString: POSTGRES_URL, schema }), undefined, 1_000, 'PostgreSQL one-row UPDATE transaction (baseline)', 16);
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
  if (await reachable(() => redis.connect())) {
    record('Redis PING (baseline)', await measure(5_000, () => redis.ping()));
    const limiter = createRedisLimiter({ url: REDIS_URL, keyPrefix: `modelgate-bench:${process.pid}` });
    const limits = { requestsPerMinute: 100_000_000, tokensPerMinute: 100_000_000, concurrentRequests: 100_000 };
    record('Redis limiter acquire + release', await measure(5_000, async (index) => {
      const acquired = await limiter.acquire({ key: 'bench', limits, tokens: 10, leaseId: `l${index}`, leaseExpiresAt: Date.now() + 60_000, now: Date.now() });
      if (acquired.ok) await limiter.release(acquired.ticket);
    }), 'Redis PING (baseline)');
    await limiter.close();
    await benchAdmitSettle('PostgreSQL store + Redis limiter', createPostgresStore({ connectionString: POSTGRES_URL, schema }), createRedisLimiter({ url: REDIS_URL, keyPrefix: `modelgate-bench:${process.pid}` }), 1_000, 'PostgreSQL one-row UPDATE transaction (baseline)', 16);
    await redis.quit();
  } else {
    process.stdout.write(`Redis unreachable at ${REDIS_URL}: its figures are skipped.\n`);
  }
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
} else {
  process.stdout.write(`PostgreSQL unreachable at ${POSTGRES_URL}: its figures are skipped.\n`);
}

// --- report -------------------------------------------------------------------------------------------------------
const width = Math.max(...rows.map((row) => row.name.length));
const cell = (value: number, size: number) => value.toFixed(2).padStart(size);
process.stdout.write(`\n${'operation'.padEnd(width)}  wall µs/op   ops/s (wall)   CPU µs/op   vs baseline (wall, CPU)\n`);
for (const row of rows) {
  const base = row.baseline === undefined ? undefined : baselines.get(row.baseline);
  const ratio = base === undefined
    ? ''
    : `${(row.timing.wallUs / base.wallUs).toFixed(1)}×, ${(row.timing.cpuUs / base.cpuUs).toFixed(1)}× ${row.baseline}`;
  process.stdout.write(
    `${row.name.padEnd(width)} ${cell(row.timing.wallUs, 11)} ${Math.round(1e6 / row.timing.wallUs).toString().padStart(14)} ${cell(row.timing.cpuUs, 11)}   ${ratio}\n`,
  );
}
process.stdout.write(`\nHost load average (1 min): ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores; on a busy host read the CPU column.\n`);
process.stdout.write('Goals (issue 4): cached authenticate under 5 µs; SQLite admit + settle under 100 µs.\n');
