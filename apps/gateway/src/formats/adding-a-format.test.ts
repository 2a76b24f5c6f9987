import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FORMAT_IDS } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { FORMAT_MODULES } from './format-modules.js';

const ROOT = join(import.meta.dirname, '../../../..');
const DOC = readFileSync(join(ROOT, 'docs/adding-a-format.md'), 'utf8');
const SOURCE_DIRECTORIES = ['packages', 'apps', 'bench/src'];
const SKIPPED = new Set(['node_modules', 'dist', 'generated', '__fixtures__', '__snapshots__', 'agents-e2e']);

/**
 * A registry keyed by format, written out as an object literal: `const X: Record<FormatId, …> = {`, or typed per
 * format: `const X: { readonly [F in FormatId]: … } = {`.
 */
const REGISTRY = /const \w+: (?:(?:Readonly<)?Record<(?:FormatId|FormatName)\b|\{ (?:readonly )?\[\w+ in (?:FormatId|FormatName)\])[^=]*= \{/;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The repository paths the doc names in backticks, without `<placeholder>` parts. */
function namedPaths(): string[] {
  return [...DOC.matchAll(/`((?:packages|apps|bench|openapi)\/[^`\s]*)`/g)].map((match) => match[1] ?? '').filter((path) => !path.includes('<'));
}

describe('docs/adding-a-format.md', () => {
  it('names every registry keyed by format in the source', () => {
    const registries = SOURCE_DIRECTORIES.flatMap((directory) => sourceFiles(join(ROOT, directory)))
      .filter((file) => REGISTRY.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(registries).toContain('apps/gateway/src/formats/format-modules.ts');
    expect(registries.length).toBeGreaterThan(3);
    expect(registries.filter((file) => !DOC.includes(`\`${file}\``))).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    const paths = namedPaths();
    expect(paths).toContain('apps/gateway/src/formats/format-modules.ts');
    expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('describes the gateway registry: one format module per format ID, each on its own endpoint', () => {
    expect(Object.keys(FORMAT_MODULES).sort()).toEqual([...FORMAT_IDS].sort());
    for (const [id, module] of Object.entries(FORMAT_MODULES)) expect(module.id).toBe(id);
    const endpoints = Object.values(FORMAT_MODULES).map((module) => module.endpoint);
    expect(new Set(endpoints).size).toBe(endpoints.length);
  });
});
