// What a request waits on with PostgreSQL + Redis and many tokens of one account, without HTTP: `concurrency` requests
// in flight, each authenticate → admit → one event-loop turn (an instant upstream) → settle, round robin over `tokens`
// tokens of one account (a team account). Prints, per request: the round trips to PostgreSQL by statement and the time
// they took, the wall time of each step (mean and p99), this process's CPU, and requests per second. Round trips are
// the figure that moves least on a shared machine. In a schema of its own, dropped after.
// A pause between rounds longer than the auth cache's TTL (1 s) and a lease's age starts each round cold, as the HTTP
// bench's interleaved rounds do (each case runs for its round, then the others run).
// `pnpm --filter @modelgate/core bench:postgres-team [requests] [tokens] [concurrency] [rounds] [pause-ms]`
// (MODELGATE_BENCH_RECORDS=1: with the request records the gateway keeps, 500 to a write; MODELGATE_BENCH_TIMELINE=1:
// every round trip of a round's first wave of requests, with its start and end.) Each round also prints the longest
// event-loop delay during its first wave and after it: what this process's own work (or the machine not running it)
// held every request back by. MODELGATE_BENCH_WITHOUT=rollup (and the request records' indexes: see WITHOUT_SQL) runs
// without that part of the schema, to see what it costs a request; each run ends with the rows inserted, updated (HOT)
// and deleted by table, and, where the database tracks functions (`track_functions = 'pl'`), the time each took.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import pg from 'pg';
import { createCore, type ModelDefinition, type RequestRecord } from '../src/index.js';
import { createPostgresStore } from '../src/postgres/index.js';
import { createRedisLimiter } from '../src/redis/index.js';

const requests = Number(process.argv[2] ?? 20_000);
const tokens = Number(process.argv[3] ?? 1_000);
const concurrency = Number(process.argv[4] ?? 50);
const rounds = Number(process.argv[5] ?? 3);
const pauseMs = Number(process.argv[6] ?? 0);
/** MODELGATE_BENCH_RECORDS=1: each request also keeps a request record, written 500 at a time as the gateway's sink does. */
const keepRecords = process.env.MODELGATE_BENCH_RECORDS === '1';
const RECORD_BATCH = 500;
/**
 * MODELGATE_BENCH_SETTLE_BEHIND=1: as the gateway does, a request's settlement is begun and not waited for (its answer
 * is out); `request` is then the time to the answer, and `settle` the settlement's own. MODELGATE_BENCH_BUSY_US=n:
 * each request also spends n µs of CPU (the HTTP and upstream work the gateway does around the core).
 */
const settleBehind = process.env.MODELGATE_BENCH_SETTLE_BEHIND === '1';
const busyMicros = Number(process.env.MODELGATE_BENCH_BUSY_US ?? 0);
const spin = (micros: number): void => {
  const until = performance.now() + micros / 1000;
  while (performance.now() < until);
};
const POSTGRES_URL = process.env.MODELGATE_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.MODELGATE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const schema = `mg_bench_team_${process.pid}`;
/** Event-loop delay, reset at a round's start and when its first wave is done (1 ms resolution). */
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
const model: ModelDefinition = {
  id: 'bench/model', defaultMaxOutputTokens: 256,
  pricing: { inputPerMillion: 500_000, cachedInputPerMillion: 50_000, outputPerMillion: 1_500_000 },
};
const usage = { inputTokens: 30, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 20, status: 'ok' as const };

/** Round trips by kind: a named statement's name, else the statement's first words. */
const trips = new Map<string, { count: number; ms: number }>();
const kindOf = (config: unknown): string => {
  if (typeof config === 'string') return config.replace(/\s+/g, ' ').slice(0, 60);
  if (typeof config === 'object' && config !== null) {
    const named = config as { name?: unknown; text?: unknown };
    if (typeof named.name === 'string') return named.name;
    if (typeof named.text === 'string') return named.text.replace(/\s+/g, ' ').slice(0, 60);
  }
  return 'other';
};
/** Every round trip (kind, start, end in ms) until a round's first wave of requests has finished; undefined after it. */
let timeline: { kind: string; started: number; ended: number }[] | undefined;
const note = (kind: string, started: number): void => {
  timeline?.push({ kind, started, ended: performance.now() });
  const entry = trips.get(kind) ?? { count: 0, ms: 0 };
  entry.count += 1;
  entry.ms += performance.now() - started;
  trips.set(kind, entry);
};
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function countedQuery(this: unknown, ...args: unknown[]) {
  const kind = kindOf(args[0]);
  const started = performance.now();
  // pg's pool calls it with a callback; a client in a transaction, without one (a promise back).
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function') {
    args[last] = (...results: unknown[]) => {
      note(kind, started);
      return (callback as (...values: unknown[]) => unknown)(...results);
    };
    return originalQuery.apply(this, args);
  }
  const result = originalQuery.apply(this, args);
  if (result instanceof Promise) void result.then(() => note(kind, started), () => undefined);
  return result;
} as typeof pg.Client.prototype.query;

/** Connections opened so far (the pool's new clients: each a new backend, whose statements and plans start cold). */
let connectionsOpened = 0;
const originalConnect = pg.Client.prototype.connect as (...args: unknown[]) => unknown;
pg.Client.prototype.connect = function countedConnect(this: unknown, ...args: unknown[]) {
  connectionsOpened += 1;
  const started = performance.now();
  const callback = args[args.length - 1];
  if (typeof callback === 'function') {
    args[args.length - 1] = (...results: unknown[]) => {
      note('connect (a new backend)', started);
      return (callback as (...values: unknown[]) => unknown)(...results);
    };
  }
  return originalConnect.apply(this, args);
} as typeof pg.Client.prototype.connect;

/** The name this bench's store connections carry, so that their backends can be told from other clients'. */
const applicationName = `mg_bench_team_${process.pid}`;
const storeUrl = `${POSTGRES_URL}${POSTGRES_URL.includes('?') ? '&' : '?'}application_name=${applicationName}`;

/** CPU µs used so far by each backend serving this bench's store (from /proc), by pid. */
const postgresCpuByBackend = async (): Promise<Map<number, number>> => {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  let pids: number[];
  try {
    pids = (await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [applicationName])).rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
  const micros = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      micros.set(pid, (Number(fields[11]) + Number(fields[12])) * 10_000);
    } catch {
      // The backend ended meanwhile.
    }
  }
  return micros;
};
/** CPU µs the store's backends used between two readings (a backend that started meanwhile counts from zero). */
const postgresCpuBetween = (before: Map<number, number>, after: Map<number, number>): number =>
  [...after].reduce((sum, [pid, micros]) => sum + micros - (before.get(pid) ?? 0), 0);

/**
 * The whole server's WAL so far (pg_stat_wal): flushes (one per durable commit, shared by commits that wait together),
 * records, full-page images (the first change of a page after a checkpoint) and bytes.
 */
type WalCounts = { syncs: number; records: number; fpi: number; bytes: number };
const walCounts = async (): Promise<WalCounts> => {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    const { rows } = await client.query<Record<keyof WalCounts, string>>(
      'SELECT wal_sync AS syncs, wal_records AS records, wal_fpi AS fpi, wal_bytes AS bytes FROM pg_stat_wal',
    );
    const [row] = rows;
    return { syncs: Number(row?.syncs), records: Number(row?.records), fpi: Number(row?.fpi), bytes: Number(row?.bytes) };
  } finally {
    await client.end();
  }
};

/**
 * MODELGATE_BENCH_WITHOUT=rollup,token-index,…: the parts of the schema this run goes without, to see what each costs
 * a request (not a configuration to run: without them the store's invariants or reads do not hold). `rollup`: the
 * ledger's hourly rollup trigger; `token-index`, `account-index`, `model-index`, `time-index`, `failed-index`: the request
 * records' secondary indexes; `account-prefix-index`: the tokens' (account, prefix) index.
 */
const WITHOUT_SQL: Record<string, string> = {
  rollup: 'ALTER TABLE ledger DISABLE TRIGGER ledger_usage_hourly',
  'token-index': 'DROP INDEX request_records_token_time',
  'account-index': 'DROP INDEX request_records_account_time',
  'model-index': 'DROP INDEX request_records_model_time',
  'time-index': 'DROP INDEX request_records_time',
  'failed-index': 'DROP INDEX request_records_failed_time',
  'account-prefix-index': 'DROP INDEX tokens_account_prefix',
};
const without = (process.env.MODELGATE_BENCH_WITHOUT ?? '').split(',').filter((part) => part !== '');
for (const part of without) if (WITHOUT_SQL[part] === undefined) throw new Error(`MODELGATE_BENCH_WITHOUT: unknown part ${part}`);
const inSchema = async (statements: string[]): Promise<pg.QueryResult[]> => {
  const client = new pg.Client({ connectionString: POSTGRES_URL, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    const results: pg.QueryResult[] = [];
    for (const statement of statements) results.push(await client.query(statement));
    return results;
  } finally {
    await client.end();
  }
};

type Step = 'authenticate' | 'admit' | 'settle' | 'request';
const percentile = (values: number[], share: number): number => {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};

async function main(): Promise<void> {
  loopDelay.enable();
  const core = createCore({
    store: createPostgresStore({ connectionString: storeUrl, schema }),
    limiter: createRedisLimiter({ url: REDIS_URL, keyPrefix: `${schema}:rl` }),
    models: [model],
  });
  /** Whether the store's connections are closed already (before the run's table and function counts are read). */
  let closed = false;
  try {
    const account = await core.admin.createAccount({ name: 'team', balance: 1_000_000_000_000_000 });
    const secrets: string[] = [];
    for (let index = 0; index < tokens; index += 1) secrets.push((await core.admin.createToken({ accountId: account.id, name: `t${index}` })).secret);
    if (without.length > 0) {
      await inSchema(without.map((part) => WITHOUT_SQL[part] ?? ''));
      process.stdout.write(`without: ${without.join(', ')}\n`);
    }
    let next = 0;
    let records: RequestRecord[] = [];
    const writes: Promise<void>[] = [];
    /** A record like the gateway's for a small JSON request (about 400 bytes of JSON). */
    const keepRecord = (index: number, tokenId: string, startedAt: number): void => {
      if (!keepRecords) return;
      const record = {
        requestId: `r${index}`, method: 'POST', path: '/v1/chat/completions', status: 200, client: 'bench', tokenPrefix: 'mg_bench',
        account: account.id, model: model.id, deployment: 'mock-chat/bench', attempts: 1, stream: false, latencyMs: 3, ttfbMs: 2,
        tokens: { input: 30, cachedInput: 0, cacheWriteInput: 0, output: 20, estimated: false }, cost: 45, outcome: 'ok', settlement: 'ok',
        startedAt: new Date(startedAt).toISOString(),
      };
      records.push({ requestId: `r${index}`, createdAt: startedAt, accountId: account.id, tokenId, modelId: model.id, status: 200, record, recordJson: JSON.stringify(record) });
      if (records.length < RECORD_BATCH) return;
      writes.push(core.keepRequestRecords(records));
      records = [];
    };
    const runRound = async (count: number, record: boolean): Promise<void> => {
      trips.clear();
      const waits: Record<Step, number[]> = { authenticate: [], admit: [], settle: [], request: [] };
      const end = next + count;
      let firstWave = 0;
      let firstWaveLeft = Math.min(concurrency, count);
      let firstWaveLoopDelayMs = 0;
      const waveTimeline: string[] = [];
      const cpuBefore = process.cpuUsage();
      const postgresBefore = await postgresCpuByBackend();
      const walBefore = await walCounts();
      const connectionsBefore = connectionsOpened;
      timeline = [];
      loopDelay.reset();
      const started = performance.now();
      const worker = async (): Promise<void> => {
        while (next < end) {
          const index = next;
          next += 1;
          const requestStarted = performance.now();
          let at = requestStarted;
          const auth = await core.authenticate(secrets[index % secrets.length] ?? '');
          if (!auth.ok) throw new Error(auth.reason);
          let now = performance.now();
          waits.authenticate.push(now - at);
          at = now;
          const admitted = await core.admit(auth.principal, model, { inputTokens: 30, requestId: `r${index}` });
          if (!admitted.ok) throw new Error(admitted.message);
          now = performance.now();
          waits.admit.push(now - at);
          if (busyMicros > 0) spin(busyMicros);
          await nextTurn();
          at = performance.now();
          const settling = core.settle(admitted.reservation, usage);
          if (settleBehind) {
            const settleStarted = at;
            behind.add(settling.then(() => {
              waits.settle.push(performance.now() - settleStarted);
            }));
          } else {
            await settling;
          }
          keepRecord(index, auth.principal.tokenId, Date.now());
          now = performance.now();
          if (!settleBehind) waits.settle.push(now - at);
          waits.request.push(now - requestStarted);
          if (index - (end - count) < concurrency) {
            firstWave = Math.max(firstWave, now - requestStarted);
            firstWaveLeft -= 1;
            if (firstWaveLeft === 0 && timeline !== undefined) {
              // What the first wave waited on: each round trip's start and end, from the round's start.
              for (const trip of timeline) waveTimeline.push(`    ${(trip.started - started).toFixed(1).padStart(6)} → ${(trip.ended - started).toFixed(1).padStart(6)} ms  ${trip.kind}`);
              waveTimeline.push(`    ${(now - started).toFixed(1).padStart(6)} ms: the first wave's last request done`);
              timeline = undefined;
              firstWaveLoopDelayMs = loopDelay.max / 1e6;
              loopDelay.reset();
            }
          }
        }
      };
      const behind = new Set<Promise<void>>();
      await Promise.all(Array.from({ length: concurrency }, worker));
      await Promise.all(behind);
      if (records.length > 0) writes.push(core.keepRequestRecords(records));
      records = [];
      await Promise.all(writes.splice(0));
      const seconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      const opened = connectionsOpened - connectionsBefore;
      const postgresCpu = postgresCpuBetween(postgresBefore, await postgresCpuByBackend());
      const walAfter = await walCounts();
      if (!record) return;
      const lines = [
        `${count} requests, ${tokens} tokens, ${concurrency} in flight: ${(count / seconds).toFixed(0)} req/s, ` +
          `CPU ${((cpu.user + cpu.system) / count).toFixed(1)} µs/request here, ${(postgresCpu / count).toFixed(1)} in this store's PostgreSQL backends, ${((walAfter.syncs - walBefore.syncs) / count).toFixed(4)} WAL flushes/request (whole server), load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`,
        `  WAL a request (whole server): ${((walAfter.records - walBefore.records) / count).toFixed(2)} records, ${((walAfter.fpi - walBefore.fpi) / count).toFixed(3)} full-page images, ${((walAfter.bytes - walBefore.bytes) / count).toFixed(0)} bytes`,
        ...(['authenticate', 'admit', 'settle', 'request'] as const).map((step) => {
          const values = waits[step];
          const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
          return `  ${step.padEnd(13)} wall mean ${mean.toFixed(2)} ms, p99 ${percentile(values, 0.99).toFixed(2)} ms`;
        }),
        `  the round's first ${concurrency} requests (a cold start after a pause): the slowest took ${firstWave.toFixed(2)} ms; ${opened} store connections opened in the round`,
        `  event-loop delay: the first wave's longest ${firstWaveLoopDelayMs.toFixed(1)} ms; after it, longest ${(loopDelay.max / 1e6).toFixed(1)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms`,
        ...(process.env.MODELGATE_BENCH_TIMELINE === '1' ? ['  their round trips (from the round\'s start):', ...waveTimeline] : []),
        ...[...trips].sort((left, right) => right[1].count - left[1].count).map(
          ([kind, entry]) => `  ${(entry.count / count).toFixed(4)} round trips/request (${entry.count}), mean ${(entry.ms / entry.count).toFixed(2)} ms: ${kind}`,
        ),
      ];
      process.stdout.write(`${lines.join('\n')}\n`);
    };
    await runRound(Math.min(2_000, requests), false);
    for (let round = 0; round < rounds; round += 1) {
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      await runRound(requests, true);
    }
    // Updates that stayed on their page (HOT: no new index entry) by table, over the whole run. A backend still open
    // may hold its last seconds' counts back (it reports them when idle, after up to 10 s); one that ends reports them
    // as it exits: the store's connections are closed first.
    await core.close();
    closed = true;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const [hot] = await inSchema([
      `SELECT relname, n_tup_upd, n_tup_hot_upd, n_tup_ins, n_tup_del FROM pg_stat_user_tables WHERE schemaname = '${schema}' AND n_tup_upd + n_tup_ins > 0 ORDER BY relname`,
    ]);
    for (const row of (hot?.rows ?? []) as { relname: string; n_tup_upd: string; n_tup_hot_upd: string; n_tup_ins: string; n_tup_del: string }[]) {
      process.stdout.write(`  ${row.relname}: ${row.n_tup_ins} inserted, ${row.n_tup_upd} updated (${row.n_tup_hot_upd} HOT), ${row.n_tup_del} deleted\n`);
    }
    // With `track_functions = 'pl'` (e.g. on a database of one's own: ALTER DATABASE … SET track_functions = 'pl'), the
    // wall time each of the schema's functions took (waits for a lock or a CPU included), its own and with what it
    // called (a trigger's function counts in the function whose statement fired it), a request over the whole run,
    // warm-up included.
    const [functions] = await inSchema([
      `SELECT funcname, calls, total_time, self_time FROM pg_stat_user_functions WHERE schemaname = '${schema}' ORDER BY self_time DESC`,
    ]);
    const all = Math.min(2_000, requests) + rounds * requests;
    for (const row of (functions?.rows ?? []) as { funcname: string; calls: string; total_time: number; self_time: number }[]) {
      process.stdout.write(`  function ${row.funcname}: ${row.calls} calls, ${(row.self_time * 1000 / all).toFixed(1)} µs a request its own, ${(row.total_time * 1000 / all).toFixed(1)} with what it called\n`);
    }
  } finally {
    loopDelay.disable();
    if (!closed) await core.close();
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
}

await main();
