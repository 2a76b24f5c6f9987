// The SQLite store's request-record write alone, for an instruction count by part: `records` records written in
// batches of 500 (one transaction each, as the gateway's record sink does), each with its JSON made before (as the
// gateway passes the log line's text), IDs as the gateway's (a fixed part and a zero-padded base-36 counter).
// Run it under callgrind twice, with `records` 0 and N after the same warm-up, and divide the difference by N; or read
// `Statement::JS_run`'s inclusive count and its parts with callgrind_annotate --inclusive=yes.
//   valgrind --tool=callgrind --callgrind-out-file=<file> node --import tsx packages/core/bench/sqlite-request-records.bench.ts \
//     [warm-up=20000] [records=20000]
import { rmSync } from 'node:fs';
import type { RequestRecord } from '../src/index.js';
import { BENCH_MODEL as model, benchDiagnosticRecord, openSqliteBenchCore } from './sqlite-bench-pairs.js';

const warmUp = Number(process.argv[2] ?? 20_000);
const count = Number(process.argv[3] ?? 20_000);
const BATCH = 500;

const { core, principal, folder } = await openSqliteBenchCore('modelgate-sqlite-request-records-');
try {
  let next = 0;
  const makeBatch = (size: number): RequestRecord[] =>
    Array.from({ length: size }, () => {
      const requestId = `req_Bq3fZ9cT1aXw${(next++).toString(36).padStart(6, '0')}`;
      const createdAt = Date.now();
      const recordJson = JSON.stringify(benchDiagnosticRecord(requestId, createdAt));
      return { requestId, createdAt, accountId: principal.accountId, tokenId: principal.tokenId, modelId: model.id, status: 200, record: {}, recordJson };
    });
  const run = async (total: number): Promise<void> => {
    for (let written = 0; written < total; written += BATCH) await core.keepRequestRecords(makeBatch(Math.min(BATCH, total - written)));
  };
  await run(warmUp);
  await run(count);
  await core.close();
  process.stdout.write(`${warmUp} + ${count} request records\n`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
