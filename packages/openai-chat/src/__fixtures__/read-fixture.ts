import { readdirSync, readFileSync } from 'node:fs';

const FIXTURES = new URL('./', import.meta.url);

/** The text of a fixture file, e.g. `streams/tool-call.sse`. */
export function readFixtureText(name: string): string {
  return readFileSync(new URL(name, FIXTURES), 'utf8');
}

/** A parsed JSON fixture, e.g. `requests/openai-sdk-basic.json`. */
export function readFixtureJson(name: string): unknown {
  return JSON.parse(readFixtureText(name)) as unknown;
}

/** The file names of one fixture folder, sorted, for `it.each`. */
export function listFixtures(folder: string): string[] {
  return readdirSync(new URL(`${folder}/`, FIXTURES)).sort().map((file) => `${folder}/${file}`);
}
