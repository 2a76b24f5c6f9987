// What the SQLite admit + settle drivers (sqlite-admit-settle.bench.ts, sqlite-instructions.bench.ts) share: a core on
// a fresh SQLite file with one funded account and token, one priced model, a small request's usage, and a request
// record per pair written in batches as the gateway's record sink does.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, type Core, type ModelDefinition, type Principal, type RequestRecord } from '../src/index.js';
import { createSqliteStore } from '../src/sqlite/index.js';

const RECORD_BATCH = 500;

export const BENCH_MODEL: ModelDefinition = {
  id: 'bench/model', defaultMaxOutputTokens: 256,
  pricing: { inputPerMillion: 2_500_000, cachedInputPerMillion: 1_250_000, outputPerMillion: 10_000_000 },
};

export const BENCH_USAGE = { inputTokens: 1_000, cachedInputTokens: 200, cacheWriteInputTokens: 0, outputTokens: 150, status: 'ok' as const };

/** A core on a new SQLite file in a folder of its own (the caller removes it), and the principal of its one token. */
export async function openSqliteBenchCore(folderPrefix: string): Promise<{ core: Core; principal: Principal; folder: string }> {
  const folder = mkdtempSync(join(tmpdir(), folderPrefix));
  // BENCH_CLOCK_STEP_US: the core's clock moves that far each time it is read, not with the wall clock, so that the
  // leases' age (their take and return) follows the pairs run, not how slowly they run (e.g. under callgrind).
  const step = Number(process.env.BENCH_CLOCK_STEP_US ?? 0) / 1000;
  let now = Date.now();
  const clock = step > 0 ? () => (now += step) : Date.now;
  const core = createCore({ store: createSqliteStore({ path: join(folder, 'modelgate.db') }), models: [BENCH_MODEL], clock });
  const account = await core.admin.createAccount({ name: 'bench', balance: 1_000_000_000_000 });
  // As the gateway's first token: no quota, no rate limits.
  const { secret } = await core.admin.createToken({ accountId: account.id });
  const auth = await core.authenticate(secret);
  if (!auth.ok) throw new Error(auth.reason);
  return { core, principal: auth.principal, folder };
}

/** A small JSON request's diagnostic record, as the gateway writes it (a RequestRecord's `record`). */
export function benchDiagnosticRecord(requestId: string, startedAt: number): Record<string, unknown> {
  return {
    requestId, method: 'POST', path: '/v1/chat/completions', status: 200, model: BENCH_MODEL.id, clientFormat: 'openai-chat',
    upstreamFormat: 'openai-chat', stream: false, deployment: 'mock', upstreamAttempts: [{ deployment: 'mock', outcome: 'ok', status: 200, durationMs: 1.2 }],
    tokens: { input: 1_000, cachedInput: 200, cacheWriteInput: 0, output: 150, estimated: false }, outcome: 'ok', settlement: 'ok', cost: 12_345,
    durationMs: 2.5, startedAt: new Date(startedAt).toISOString(),
  };
}

/** Keeps a small JSON request's diagnostic record per request ID, written `batchSize` at a time; `flush` writes the rest. */
export function createBenchRecordKeeper(core: Core, principal: Principal, batchSize = RECORD_BATCH): { keep(requestId: string): Promise<void>; flush(): Promise<void> } {
  let records: RequestRecord[] = [];
  const write = async (): Promise<void> => {
    const batch = records;
    records = [];
    if (batch.length > 0) await core.keepRequestRecords(batch);
  };
  return {
    async keep(requestId) {
      records.push({
        requestId, createdAt: Date.now(), accountId: principal.accountId, tokenId: principal.tokenId, modelId: BENCH_MODEL.id, status: 200,
        record: benchDiagnosticRecord(requestId, Date.now()),
      });
      if (records.length >= batchSize) await write();
    },
    flush: write,
  };
}
