// Which pages of the SQLite file a settlement writes to the WAL, by B-tree, one at a time and several to a commit.
// `pnpm --filter @modelgate/core bench:sqlite-wal-pages [warm-up settlements] [measured settlements]`.
// Each measured commit starts from an empty WAL (a TRUNCATE checkpoint from a second connection); the WAL's frames are
// then read back and their page numbers named with the dbstat table. A frame is one page written; a commit frame
// (its header's database size set) ends a transaction. Last, the same for batches of request records.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createCore } from '../src/index.js';
import { createSqliteStore } from '../src/sqlite/create-sqlite-store.js';
import { fixtureModels, gpt4o } from '../test/__fixtures__/fixture-models.js';
import { createBenchRecordKeeper } from './sqlite-bench-pairs.js';

const warmUp = Number(process.argv[2] ?? 2_000);
const measured = Number(process.argv[3] ?? 300);
const folder = mkdtempSync(join(tmpdir(), 'modelgate-wal-pages-'));
const path = join(folder, 'modelgate.db');
const core = createCore({ store: createSqliteStore({ path }), models: fixtureModels, reservationTtlMs: 60_000 });
const account = await core.admin.createAccount({ name: 'wal-pages', balance: 1_000_000_000_000 });
const { secret } = await core.admin.createToken({ accountId: account.id, quota: { limit: 900_000_000_000, period: 'lifetime' } });
const auth = await core.authenticate(secret);
if (!auth.ok) throw new Error(auth.reason);
const principal = auth.principal;
const usage = { inputTokens: 900, cachedInputTokens: 100, cacheWriteInputTokens: 0, outputTokens: 37, status: 'ok' } as const;
let requests = 0;
const admit = async () => {
  const result = await core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 500, requestId: `wal-${requests}` });
  requests += 1;
  if (!result.ok) throw new Error('not admitted');
  return result.reservation;
};

for (let index = 0; index < warmUp; index += 1) await core.settle(await admit(), usage);

const reader = new Database(path);
const pageNames = reader.prepare<[], { name: string; pageno: number }>('SELECT name, pageno FROM dbstat');
const emptyWal = () => reader.pragma('wal_checkpoint(TRUNCATE)');
/** The WAL's frames as [page number, B-tree name, ends a commit]. */
const walFrames = (): [number, string, boolean][] => {
  const wal = readFileSync(`${path}-wal`);
  if (wal.length < 32) return [];
  const names = new Map(pageNames.all().map((row) => [row.pageno, row.name]));
  const pageSize = wal.readUInt32BE(8);
  const frames: [number, string, boolean][] = [];
  for (let at = 32; at + 24 + pageSize <= wal.length; at += 24 + pageSize) {
    const page = wal.readUInt32BE(at);
    frames.push([page, names.get(page) ?? 'free', wal.readUInt32BE(at + 4) !== 0]);
  }
  return frames;
};

const byName = new Map<string, number>();
let frames = 0;
let commits = 0;
for (let index = 0; index < measured; index += 1) {
  const reservation = await admit();
  emptyWal();
  await core.settle(reservation, usage);
  for (const [, name, commit] of walFrames()) {
    byName.set(name, (byName.get(name) ?? 0) + 1);
    frames += 1;
    if (commit) commits += 1;
  }
}
console.log(`one at a time, ${measured} settlements: ${(frames / measured).toFixed(2)} pages each, ${(commits / measured).toFixed(2)} commits each`);
for (const [name, count] of [...byName].sort((a, b) => b[1] - a[1])) console.log(`  ${name}: ${(count / measured).toFixed(2)}`);

const rounds = 20;
for (const width of [4, 8, 16]) {
  let pages = 0;
  let groups = 0;
  const widthPages = new Map<string, number>();
  for (let round = 0; round < rounds; round += 1) {
    const held = await Promise.all(Array.from({ length: width }, admit));
    emptyWal();
    await Promise.all(held.map((reservation) => core.settle(reservation, usage)));
    for (const [, name, commit] of walFrames()) {
      widthPages.set(name, (widthPages.get(name) ?? 0) + 1);
      pages += 1;
      if (commit) groups += 1;
    }
  }
  console.log(`${width} at once, ${rounds} rounds: ${(pages / rounds).toFixed(2)} pages a round in ${(groups / rounds).toFixed(2)} commits, ${(pages / rounds / width).toFixed(2)} a settlement`);
  console.log(`  a round: ${[...widthPages].sort((a, b) => b[1] - a[1]).map(([name, count]) => `${name} ${(count / rounds).toFixed(2)}`).join(', ')}`);
}

// A batch of request records as the gateway's record sink writes them (500 at a time, IDs in the order made): the
// pages of each B-tree it writes, per record.
const recordBatch = 500;
const recordBatches = 10;
const records = createBenchRecordKeeper(core, principal, recordBatch);
const recordPages = new Map<string, number>();
let recordFrames = 0;
for (let batch = 0; batch < recordBatches + 2; batch += 1) {
  emptyWal();
  for (let index = 0; index < recordBatch; index += 1) await records.keep(`req_walpages${(batch * recordBatch + index).toString(36).padStart(6, '0')}`);
  if (batch < 2) continue; // the first batches grow the table's upper levels
  for (const [, name] of walFrames()) {
    recordPages.set(name, (recordPages.get(name) ?? 0) + 1);
    recordFrames += 1;
  }
}
const recordCount = recordBatch * recordBatches;
console.log(`request records, ${recordBatches} batches of ${recordBatch}: ${(recordFrames / recordCount).toFixed(3)} pages a record`);
for (const [name, count] of [...recordPages].sort((a, b) => b[1] - a[1])) console.log(`  ${name}: ${(count / recordCount).toFixed(3)}`);

reader.close();
await core.close();
rmSync(folder, { recursive: true, force: true });
