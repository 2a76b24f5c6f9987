// SQLite admit + settle as the gateway does them: CPU and wall µs per pair, in blocks as the ledger grows, for
// requests one at a time and for `concurrency` requests in flight (each waits one event-loop turn between admit
// and settle, as for an instant upstream). With `records`, each pair also keeps a request record (a gateway's diagnostic
// record of a small JSON request), written in batches of 500 as the gateway's record sink does.
// `pnpm --filter @modelgate/core bench:sqlite [pairs] [block] [concurrency] [records]`
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createCore, type ModelDefinition, type Principal, type RequestRecord } from '../src/index.js';
import { createSqliteStore } from '../src/sqlite/index.js';

const pairs = Number(process.argv[2] ?? 60_000);
const block = Number(process.argv[3] ?? 20_000);
const concurrency = Number(process.argv[4] ?? 50);
const withRecords = process.argv[5] === 'records';
const RECORD_BATCH = 500;
const model: ModelDefinition = {
  id: 'bench/model', defaultMaxOutputTokens: 256,
  pricing: { inputPerMillion: 2_500_000, cachedInputPerMillion: 1_250_000, outputPerMillion: 10_000_000 },
};
const usage = { inputTokens: 1_000, cachedInputTokens: 200, cacheWriteInputTokens: 0, outputTokens: 150, status: 'ok' as const };

async function run(parallel: number): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), 'modelgate-sqlite-bench-'));
  try {
    const core = createCore({ store: createSqliteStore({ path: join(folder, 'modelgate.db') }), models: [model] });
    const account = await core.admin.createAccount({ name: 'bench', balance: 1_000_000_000_000 });
    // As the gateway's first token: no quota, no rate limits.
    const { secret } = await core.admin.createToken({ accountId: account.id });
    const auth = await core.authenticate(secret);
    if (!auth.ok) throw new Error(auth.reason);
    const principal: Principal = auth.principal;
    let next = 0;
    let records: RequestRecord[] = [];
    const keepRecord = async (index: number): Promise<void> => {
      const requestId = `r${index}`;
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
    const worker = async (end: number): Promise<void> => {
      while (next < end) {
        const index = next;
        next += 1;
        const admitted = await core.admit(principal, model, { inputTokens: 1_000, requestId: `r${index}` });
        if (!admitted.ok) throw new Error(admitted.message);
        if (parallel > 1) await nextTurn();
        await core.settle(admitted.reservation, usage);
        if (withRecords) await keepRecord(index);
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
