// SQLite admit + settle as the gateway does them: CPU and wall µs per pair, in blocks as the ledger grows, for
// requests one at a time and for `concurrency` requests in flight (each waits one event-loop turn between admit
// and settle, as for an instant upstream). With `records`, each pair also keeps a request record (a gateway's diagnostic
// record of a small JSON request), written in batches of 500 as the gateway's record sink does.
// `pnpm --filter @modelgate/core bench:sqlite [pairs] [block] [concurrency] [records]`
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { BENCH_MODEL as model, BENCH_USAGE as usage, createBenchRecordKeeper, openSqliteBenchCore } from './sqlite-bench-pairs.js';

const pairs = Number(process.argv[2] ?? 60_000);
const block = Number(process.argv[3] ?? 20_000);
const concurrency = Number(process.argv[4] ?? 50);
const withRecords = process.argv[5] === 'records';

async function run(parallel: number): Promise<string[]> {
  const { core, principal, folder } = await openSqliteBenchCore('modelgate-sqlite-bench-');
  try {
    const records = createBenchRecordKeeper(core, principal);
    let next = 0;
    const worker = async (end: number): Promise<void> => {
      while (next < end) {
        const index = next;
        next += 1;
        const admitted = await core.admit(principal, model, { inputTokens: 1_000, requestId: `r${index}` });
        if (!admitted.ok) throw new Error(admitted.message);
        if (parallel > 1) await nextTurn();
        await core.settle(admitted.reservation, usage);
        if (withRecords) await records.keep(`r${index}`);
      }
    };
    const figures: string[] = [];
    for (let done = 0; done < pairs; done += block) {
      const cpu = process.cpuUsage();
      const start = process.hrtime.bigint();
      await Promise.all(Array.from({ length: parallel }, () => worker(done + block)));
      const used = process.cpuUsage(cpu);
      const wall = Number(process.hrtime.bigint() - start) / 1_000 / block;
      figures.push(`${String(done + block).padStart(7)} pairs, ${String(parallel).padStart(3)} in flight: ${((used.user + used.system) / block).toFixed(1).padStart(6)} CPU µs, ${wall.toFixed(1).padStart(6)} wall µs`);
    }
    await core.close();
    return figures;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const serial = await run(1);
const parallel = await run(concurrency);
process.stdout.write(`SQLite admit + settle${withRecords ? ' + request record' : ''} (load ${loadavg()[0]?.toFixed(1)})\n${[...serial, ...parallel].join('\n')}\n`);
