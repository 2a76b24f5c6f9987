// SQLite admit + settle (and optionally a request record each) as the gateway does them, for an instruction count:
// `warm-up` pairs, then `pairs` more, `in flight` at a time (each waits one event-loop turn between admit and settle).
// Run it under callgrind twice, with `pairs` 0 and N, and divide the difference in instructions by N: unlike CPU time,
// the count barely moves with the machine's load.
//   valgrind --tool=callgrind --callgrind-out-file=/tmp/x.cg node --import tsx packages/core/bench/sqlite-instructions.bench.ts \
//     [warm-up=2000] [pairs=2000] [in flight=50] [records]
// BENCH_CLOCK_STEP_US=20 in the environment: the core's clock stepped 20 µs a read (sqlite-bench-pairs.ts), for two
// builds compared under callgrind: the lease work then does not follow each run's wall time.
import { rmSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { BENCH_MODEL as model, BENCH_USAGE as usage, createBenchRecordKeeper, openSqliteBenchCore } from './sqlite-bench-pairs.js';

const warmUp = Number(process.argv[2] ?? 2_000);
const pairs = Number(process.argv[3] ?? 2_000);
const inFlight = Number(process.argv[4] ?? 50);
const withRecords = process.argv[5] === 'records';

const { core, principal, folder } = await openSqliteBenchCore('modelgate-sqlite-instructions-');
try {
  const records = createBenchRecordKeeper(core, principal);
  let next = 0;
  const worker = async (end: number): Promise<void> => {
    while (next < end) {
      // As the gateway's IDs: a fixed part and a zero-padded base-36 counter, so that they sort in the order made.
      const requestId = `req_bench${next.toString(36).padStart(6, '0')}`;
      next += 1;
      const admitted = await core.admit(principal, model, { inputTokens: 1_000, requestId });
      if (!admitted.ok) throw new Error(admitted.message);
      await nextTurn();
      await core.settle(admitted.reservation, usage);
      if (withRecords) await records.keep(requestId);
    }
  };
  const runPairs = async (end: number): Promise<void> => {
    await Promise.all(Array.from({ length: inFlight }, () => worker(end)));
  };
  await runPairs(warmUp);
  await runPairs(warmUp + pairs);
  await records.flush();
  await core.close();
  process.stdout.write(`${next} pairs${withRecords ? ' with request records' : ''}, ${inFlight} in flight\n`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
