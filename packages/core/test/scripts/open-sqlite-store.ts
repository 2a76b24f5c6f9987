// A child process for the multi-process open test: waits for a common start instant, opens the SQLite store on the
// shared file (the journal mode switched to WAL, the migrations applied), closes it and prints "opened" (or the error).
import { createSqliteStore } from '../../src/sqlite/index.js';

const { path, startAt } = JSON.parse(process.argv[2] ?? '{}') as { path: string; startAt: number };
// Spin the last milliseconds so that the processes open within microseconds of one another.
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now() - 20)));
while (Date.now() < startAt) { /* spin */ }
try {
  const store = createSqliteStore({ path });
  await store.close();
  process.stdout.write('opened\n');
} catch (error) {
  process.stdout.write(`${error instanceof Error && 'code' in error ? String(error.code) : String(error)}\n`);
}
