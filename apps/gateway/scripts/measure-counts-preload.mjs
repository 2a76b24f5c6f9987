// Preload for measure-real-server.mjs (MEASURE_COUNTS=1): counts, between two SIGUSR2, the measured process's
// event-loop turns and the events they handled (libuv's metrics), its resource usage (user and system CPU, voluntary
// and involuntary context switches) and its SQLite statements by kind (better-sqlite3's run/get/all/iterate, keyed
// by the statement's first three words, an INSERT's up to its table; a group commit is one `BEGIN IMMEDIATE` … `COMMIT`), and writes them as JSON to
// MEASURE_COUNTS_FILE.<pid> at the second signal (a `server.workers` gateway's primary and workers each load it: each
// process writes its own).
import { renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const Database = createRequire(join(import.meta.dirname, '../../../packages/core/package.json'))('better-sqlite3');
const statements = new Map();
let counting = false;
const count = (key) => {
  if (counting) statements.set(key, (statements.get(key) ?? 0) + 1);
};
/** A statement's kind: its first three words, an INSERT's up to its table's name (the ledger's and the records' apart). */
const kindOf = (sql) => {
  const words = sql.trim().split(/\s+/);
  const into = words[0]?.toUpperCase() === 'INSERT' ? words.findIndex((word) => word.toUpperCase() === 'INTO') : -1;
  return words.slice(0, into >= 0 ? into + 2 : 3).join(' ');
};
const probe = new Database(':memory:');
const statementPrototype = Object.getPrototypeOf(probe.prepare('SELECT 1'));
probe.close();
for (const method of ['run', 'get', 'all', 'iterate']) {
  const original = statementPrototype[method];
  statementPrototype[method] = function countedStatement(...parameters) {
    count(`${method} ${kindOf(this.source)}`);
    return original.apply(this, parameters);
  };
}
const originalExec = Database.prototype.exec;
Database.prototype.exec = function countedExec(sql) {
  count(`exec ${kindOf(sql)}`);
  return originalExec.call(this, sql);
};

const snapshot = () => ({ loop: { ...performance.nodeTiming.uvMetricsInfo }, usage: process.resourceUsage() });
let before;
process.on('SIGUSR2', () => {
  if (!counting) {
    before = snapshot();
    counting = true;
    return;
  }
  counting = false;
  const after = snapshot();
  const counts = {
    loopTurns: after.loop.loopCount - before.loop.loopCount,
    loopEvents: after.loop.events - before.loop.events,
    userUs: after.usage.userCPUTime - before.usage.userCPUTime,
    systemUs: after.usage.systemCPUTime - before.usage.systemCPUTime,
    voluntaryContextSwitches: after.usage.voluntaryContextSwitches - before.usage.voluntaryContextSwitches,
    involuntaryContextSwitches: after.usage.involuntaryContextSwitches - before.usage.involuntaryContextSwitches,
    statements: Object.fromEntries(statements),
  };
  const file = `${process.env.MEASURE_COUNTS_FILE}.${process.pid}`;
  writeFileSync(`${file}.part`, JSON.stringify(counts));
  renameSync(`${file}.part`, file);
});
