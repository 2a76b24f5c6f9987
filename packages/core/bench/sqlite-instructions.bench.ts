// SQLite admit + settle (and optionally a request record each) as the gateway does them, for an instruction count:
// `warm-up` pairs, then `pairs` more, `in flight` at a time (each waits one event-loop turn between admit and settle).
// Run it under callgrind twice, with `pairs` 0 and N, and divide the difference in instructions by N: unlike CPU time,
// the count barely moves with the machine's load.
//   valgrind --tool=callgrind --callgrind-out-file=/tmp/x.cg node --import tsx packages/core/bench/sqlite-instructions.bench.ts \
//     [warm-up=2000] [pairs=2000] [in flight=50] [records]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createCore, type ModelDefinition, type RequestRecord } from '../src/index.js';
import { createSqliteStore } from '../src/sqlite/index.js';

const warmUp = Number(process.argv[2] ?? 2_000);
const pairs = Number(process.argv[3] ?? 2_000);
const inFlight = Number(process.argv[4] ?? 50);
const withRecords = process.argv[5] === 'records';
const RECORD_BATCH = 500;
const model: ModelDefinition = {
  id: 'bench/model', defaultMaxOutputTokens: 256,
  pricing: { inputPerMillion: 2_500_000, cachedInputPerMillion: 1_250_000, outputPerMillion: 10_000_000 },
};
const usage = { inputTokens: 1_000, cachedInputTokens: 200, cacheWriteInputTokens: 0, outputTokens: 150, status: 'ok' as const };

const folder = mkdtempSync(join(tmpdir(), 'modelgate-sqlite-instructions-'));
try {
  const core = createCore({ store: createSqliteStore({ path: join(folder, 'modelgate.db') }), models: [model] });
  const account = await core.admin.createAccount({ name: 'bench', balance: 1_000_000_000_000 });
  const { secret } = await core.admin.createToken({ accountId: account.id });
  const auth = await core.authenticate(secret);
  if (!auth.ok) throw new Error(auth.reason);
  const principal = auth.principal;
  let records: RequestRecord[] = [];
  const keepRecord = async (requestId: string): Promise<void> => {
    records.push({
      requestId, createdAt: Date.now(), accountId: principal.accountId, tokenId: principal.tokenId, modelId: model.id, status: 200,
      record: {
        requestId, method: 'POST', path: '/v1/chat/completions', status: 200, model: model.id, clientFormat: 'openai-chat',
        upstreamFormat: 'openai-chat', stream: false, deployment: 'mock', upstreamAttempts: [{ deployment: 'mock', outcome: 'ok', status: 200, durationMs: 1.2 }],
        tokens: { input: 1_000, cachedInput: 200, cacheWriteInput: 0, output: 150, estimated: false }, outcome: 'ok', settlement: 'ok', cost: 12_345,
        durationMs: 2.5, startedAt: new Date().toISOString(),
      },
    });
    if (records.length < RECORD_BATCH) return;
    const batch = records;
    records = [];
    await core.keepRequestRecords(batch);
  };
  let next = 0;
  const worker = async (end: number): Promise<void> => {
    while (next < end) {
      const requestId = `r${next}`;
      next += 1;
      const admitted = await core.admit(principal, model, { inputTokens: 1_000, requestId });
      if (!admitted.ok) throw new Error(admitted.message);
      await nextTurn();
      await core.settle(admitted.reservation, usage);
      if (withRecords) await keepRecord(requestId);
    }
  };
  const runPairs = async (end: number): Promise<void> => {
    await Promise.all(Array.from({ length: inFlight }, () => worker(end)));
  };
  await runPairs(warmUp);
  await runPairs(warmUp + pairs);
  if (records.length > 0) await core.keepRequestRecords(records);
  await core.close();
  process.stdout.write(`${next} pairs${withRecords ? ' with request records' : ''}, ${inFlight} in flight\n`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
