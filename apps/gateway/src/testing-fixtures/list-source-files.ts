import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The gateway's source modules under `directory` (no tests, no `__fixtures__`): what import-shape tests read. */
export function listSourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === '__fixtures__' ? [] : listSourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}
