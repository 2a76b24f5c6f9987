import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURE_ROOT = fileURLToPath(new URL('./contract/root.yaml', import.meta.url));

/** Copies the fixture contract to a temporary folder, replacing `from` by `to` in pets.yaml; returns the root path. */
export function copyContractWithEdit(from: string, to: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'modelgate-codegen-'));
  cpSync(fileURLToPath(new URL('./contract/', import.meta.url)), folder, { recursive: true });
  const petsPath = join(folder, 'formats', 'pets.yaml');
  const text = readFileSync(petsPath, 'utf8');
  if (!text.includes(from)) throw new Error(`fixture edit: ${JSON.stringify(from)} not found`);
  writeFileSync(petsPath, text.replace(from, to));
  return join(folder, 'root.yaml');
}
