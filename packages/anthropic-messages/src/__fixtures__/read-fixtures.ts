import { readdirSync, readFileSync } from 'node:fs';

const FIXTURES = new URL('./', import.meta.url);

/** Every `*.json` file of a fixture folder as `[name, parsed value]`, sorted by name (for `it.each`). */
export function readJsonFixtures(folder: string): [string, unknown][] {
  const directory = new URL(`${folder}/`, FIXTURES);
  return readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => [name, JSON.parse(readFileSync(new URL(name, directory), 'utf8')) as unknown]);
}

/** One fixture file as text, e.g. `readTextFixture('streams/text.sse')`. */
export function readTextFixture(path: string): string {
  return readFileSync(new URL(path, FIXTURES), 'utf8');
}

/** The names of the files of a fixture folder that end with `extension`, sorted. */
export function listFixtures(folder: string, extension: string): string[] {
  return readdirSync(new URL(`${folder}/`, FIXTURES))
    .filter((name) => name.endsWith(extension))
    .sort();
}
