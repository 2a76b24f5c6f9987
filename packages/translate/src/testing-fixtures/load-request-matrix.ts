import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORMAT_IDS, type FormatId } from '@modelgate/ir';

export type MatrixCase = { name: string; source: FormatId; bodies: Record<FormatId, unknown>; overrides: Map<string, unknown>; skips: Record<string, string> };

const root = new URL('../__fixtures__/requests/', import.meta.url).pathname;
const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8')) as unknown;

/** Every case of the request fixture matrix (STYLE.md §7). */
export function loadRequestMatrix(): MatrixCase[] {
  return readdirSync(root).sort().map((name) => {
    const dir = join(root, name);
    const bodies = Object.fromEntries(FORMAT_IDS.map((format) => [format, read(join(dir, `${format}.json`))])) as Record<FormatId, unknown>;
    const overrides = new Map<string, unknown>();
    for (const from of FORMAT_IDS) {
      for (const to of FORMAT_IDS) {
        const path = join(dir, `${from}-to-${to}.json`);
        if (existsSync(path)) overrides.set(`${from}-to-${to}`, read(path));
      }
    }
    const skipPath = join(dir, 'skip.json');
    const skips = existsSync(skipPath) ? (read(skipPath) as Record<string, string>) : {};
    const { source } = read(join(dir, 'case.json')) as { source: FormatId };
    return { name, source, bodies, overrides, skips };
  });
}
