import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as conventions from '@opentelemetry/semantic-conventions';
import { describe, expect, it } from 'vitest';
import * as stable from './stable-attributes.js';

const SOURCE = join(import.meta.dirname, '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === '__fixtures__' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the stable semantic-convention attributes', () => {
  it('are the package’s own', () => {
    for (const [name, value] of Object.entries(stable)) expect(value, name).toBe((conventions as Record<string, unknown>)[name]);
  });

  it('come from the CommonJS copy the SDK loads: no module imports the package’s ESM build besides', () => {
    const importers = sourceFiles(SOURCE).filter((path) => /^import (?!type )[^;]*? from '@opentelemetry\/semantic-conventions[^']*';/m.test(readFileSync(path, 'utf8')));
    expect(importers.map((path) => relative(SOURCE, path))).toEqual([]);
  });
});
