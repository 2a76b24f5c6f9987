// SQLite admit + settle from several OS processes (as `server.workers` runs them), each with its share of the
// requests in flight: CPU µs per pair summed over the processes, on one shared file or on a file each, so what
// sharing the file costs is told apart from what splitting the load costs (fewer writes per event-loop turn).
// `pnpm --filter @modelgate/core bench:sqlite-processes [processes] [pairs] [in flight] [shared|separate]`
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createCore, type ModelDefinition } from '../src/index.js';
import { createSqliteStore } from '../src/sqlite/index.js';

const model: ModelDefinition = {
  id: 'bench/model', defaultMaxOutputTokens: 256,
  pricing: { inputPerMillion: 2_500_000, cachedInputPerMillion: 1_250_000, outputPerMillion: 10_000_000 },
};
const usage = { inputTokens: 1_000, cachedInputTokens: 200, cacheWriteInputTokens: 0, outputTokens: 150, status: 'ok' as const };
type Done = { cpuMicros: number; wallMicros: number };

/** One process: waits for `go`, runs its pairs with its share in flight, reports its CPU. */
async function runChild(env: NodeJS.ProcessEnv): Promise<void> {
  const core = createCore({ store: createSqliteStore({ path: String(env['BENCH_DB']) }), models: [model] });
  const auth = await core.authenticate(String(env['BENCH_SECRET']));
  if (!auth.ok) throw new Error(auth.reason);
  const pairs = Number(env['BENCH_PAIRS']);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < pairs) {
      const index = next;
      next += 1;
      const admitted = await core.admit(auth.principal, model, { inputTokens: 1_000, requestId: `r${process.pid}-${index}` });
      if (!admitted.ok) throw new Error(admitted.message);
      await nextTurn();
      await core.settle(admitted.reservation, usage);
    }
  };
  process.send?.('ready');
  await new Promise((resolve) => process.once('message', resolve));
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  await Promise.all(Array.from({ length: Number(env['BENCH_IN_FLIGHT']) }, worker));
  const used = process.cpuUsage(cpu);
  const done: Done = { cpuMicros: used.user + used.system, wallMicros: Number(process.hrtime.bigint() - start) / 1_000 };
  process.send?.(done);
  await core.close();
}

async function createDatabase(path: string): Promise<string> {
  const core = createCore({ store: createSqliteStore({ path }), models: [model] });
  const account = await core.admin.createAccount({ name: 'bench', balance: 1_000_000_000_000 });
  // As the gateway's first token: no quota, no rate limits.
  const { secret } = await core.admin.createToken({ accountId: account.id });
  await core.close();
  return secret;
}

const nextMessage = <T>(child: ChildProcess): Promise<T> => new Promise((resolve) => child.once('message', (message) => resolve(message as T)));

if (process.env['BENCH_CHILD'] === '1') {
  await runChild(process.env);
} else {
  const processes = Number(process.argv[2] ?? 2);
  const pairs = Number(process.argv[3] ?? 20_000);
  const inFlight = Number(process.argv[4] ?? 50);
  const separate = process.argv[5] === 'separate';
  const folder = mkdtempSync(join(tmpdir(), 'modelgate-sqlite-processes-'));
  try {
    const shared = separate ? undefined : { path: join(folder, 'modelgate.db'), secret: await createDatabase(join(folder, 'modelgate.db')) };
    const children: ChildProcess[] = [];
    const exits: Promise<unknown>[] = [];
    for (let index = 0; index < processes; index += 1) {
      const database = shared ?? { path: join(folder, `modelgate-${index}.db`), secret: await createDatabase(join(folder, `modelgate-${index}.db`)) };
      children.push(fork(process.argv[1] ?? '', [], {
        execArgv: process.execArgv,
        env: {
          ...process.env, BENCH_CHILD: '1', BENCH_DB: database.path, BENCH_SECRET: database.secret,
          BENCH_PAIRS: String(Math.round(pairs / processes)), BENCH_IN_FLIGHT: String(Math.max(1, Math.round(inFlight / processes))),
        },
      }));
      const child = children[children.length - 1];
      if (child !== undefined) exits.push(new Promise((resolve) => child.once('exit', resolve)));
    }
    await Promise.all(children.map((child) => nextMessage(child)));
    const finished = Promise.all(children.map((child) => nextMessage<Done>(child)));
    for (const child of children) child.send('go');
    const done = await finished;
    await Promise.all(exits);
    const cpu = done.reduce((sum, each) => sum + each.cpuMicros, 0) / pairs;
    const wall = Math.max(...done.map((each) => each.wallMicros)) / pairs;
    process.stdout.write(
      `${processes} processes (${separate ? 'a file each' : 'one shared file'}), ${inFlight} in flight in all, ${pairs} pairs: ` +
        `${cpu.toFixed(1)} CPU µs per pair, ${wall.toFixed(1)} wall µs (load ${loadavg()[0]?.toFixed(1)})\n`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
