import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as conventions from '@opentelemetry/semantic-conventions';
import { describe, expect, it } from 'vitest';
import { listSourceFiles } from '../testing-fixtures/list-source-files.js';
import * as stable from './stable-attributes.js';

const SOURCE = join(import.meta.dirname, '..');

describe('the stable semantic-convention attributes', () => {
  it('are the package’s own', () => {
    for (const [name, value] of Object.entries(stable)) expect(value, name).toBe((conventions as Record<string, unknown>)[name]);
  });

  it('come from the CommonJS copy the SDK loads: no module imports the package’s ESM build besides', () => {
    const importers = listSourceFiles(SOURCE).filter((path) => /^import (?!type )[^;]*? from '@opentelemetry\/semantic-conventions[^']*';/m.test(readFileSync(path, 'utf8')));
    expect(importers.map((path) => relative(SOURCE, path))).toEqual([]);
  });
});
