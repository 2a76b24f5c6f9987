// Totals the vitest JSON reports that every package wrote during `pnpm test` and prints one plain line,
// "Tests: N passed, N failed, N skipped", so CI and people see the whole suite's count at a glance.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const folders = ['packages', 'apps', 'tools'].flatMap((group) =>
  existsSync(join(root, group)) ? readdirSync(join(root, group)).map((name) => join(root, group, name)) : [],
);
folders.push(join(root, 'bench'));

let passed = 0;
let failed = 0;
let skipped = 0;
for (const folder of folders) {
  const report = join(folder, 'test-results', 'vitest-report.json');
  if (!existsSync(report)) continue;
  const totals = JSON.parse(readFileSync(report, 'utf8'));
  passed += totals.numPassedTests ?? 0;
  failed += totals.numFailedTests ?? 0;
  skipped += (totals.numPendingTests ?? 0) + (totals.numTodoTests ?? 0);
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
