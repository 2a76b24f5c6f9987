import { existsSync } from 'node:fs';
import { access, readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Cassette } from './cassette.js';

/** The package's root: the nearest directory above this module with a package.json (src/, dist/ and the bundle alike). */
function findPackageRoot(from: string): string {
  let directory = dirname(from);
  while (!existsSync(join(directory, 'package.json')) && dirname(directory) !== directory) directory = dirname(directory);
  return directory;
}

/** The cassettes shipped in the package (`cassettes/` beside its package.json). */
export const CASSETTES_DIRECTORY = join(findPackageRoot(fileURLToPath(import.meta.url)), 'cassettes');

/** Reads every `<id>/cassette.json`, `<id>/upstream.sse` and `<id>/upstream.json` under a directory, sorted by id. */
export async function loadCassettes(directory: string = CASSETTES_DIRECTORY): Promise<Cassette[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const ids = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  return Promise.all(
    ids.map(async (id) => {
      const meta = JSON.parse(await readFile(`${directory}/${id}/cassette.json`, 'utf8')) as Omit<Cassette, 'upstreamSse' | 'upstreamJson'>;
      if (meta.id !== id) throw new Error(`cassette ${id}/cassette.json says its id is ${meta.id}`);
      if ((meta.expect === undefined) === (meta.expectError === undefined)) {
        throw new Error(`cassette ${id} must set exactly one of expect and expectError`);
      }
      const ssePath = `${directory}/${id}/upstream.sse`;
      const hasSse = await access(ssePath).then(() => true, () => false);
      const upstreamSse = hasSse ? await readFile(ssePath, 'utf8') : '';
      const upstreamJson = JSON.parse(await readFile(`${directory}/${id}/upstream.json`, 'utf8')) as unknown;
      return { ...meta, upstreamSse, upstreamJson };
    }),
  );
}
