// Fills the request fixture matrix: for each case, writes the formats missing from the hand-written source, and an
// override `<from>-to-<to>.json` for each ordered pair whose translation differs from the stored file (a lossy
// direction). Review every generated file before committing it. Run: npx tsx scripts/generate-request-matrix.ts
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORMAT_IDS, type FormatId } from '@modelgate/ir';
import { translateRequest } from '../src/translate-request.js';
import { requestInput } from '../src/testing-fixtures/request-input.js';

const root = new URL('../src/__fixtures__/requests/', import.meta.url).pathname;
const write = (path: string, value: unknown): void => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8')) as unknown;
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner);
const options = { model: 'test-model', defaultMaxOutputTokens: 4096 };

for (const name of readdirSync(root)) {
  const dir = join(root, name);
  const { source } = read(join(dir, 'case.json')) as { source: FormatId };
  for (const to of FORMAT_IDS) {
    if (to === source) continue;
    const path = join(dir, `${to}.json`);
    if (!existsSync(path)) write(path, translateRequest(requestInput(source, to, read(join(dir, `${source}.json`)), options)).body);
  }
  for (const from of FORMAT_IDS) {
    for (const to of FORMAT_IDS) {
      if (from === to) continue;
      const override = join(dir, `${from}-to-${to}.json`);
      const result = translateRequest(requestInput(from, to, read(join(dir, `${from}.json`)), options)).body;
      if (canonical(result) === canonical(read(join(dir, `${to}.json`)))) rmSync(override, { force: true });
      else write(override, result);
    }
  }
}
