import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// A gateway without `tracing:` must load none of the OpenTelemetry SDK: only create-otel-tracing.ts imports it at run
// time, and only load-gateway-tracing.ts imports that module, with a dynamic import(), when tracing is configured.

const SOURCE = join(import.meta.dirname, '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === '__fixtures__' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Static imports that stay in the JavaScript (not `import type`). */
function runtimeImports(text: string): string[] {
  return [...text.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)].map((match) => match[1] ?? '');
}

describe('the tracing SDK', () => {
  it('is imported at run time by create-otel-tracing.ts alone', () => {
    const importers = sourceFiles(SOURCE)
      .filter((path) => runtimeImports(readFileSync(path, 'utf8')).some((specifier) => specifier.startsWith('@opentelemetry/')))
      .map((path) => relative(SOURCE, path));
    expect(importers).toEqual([join('tracing', 'create-otel-tracing.ts')]);
  });

  it('is reached only through the dynamic import in load-gateway-tracing.ts', () => {
    const importers = sourceFiles(SOURCE)
      .filter((path) => {
        const text = readFileSync(path, 'utf8');
        return runtimeImports(text).some((specifier) => specifier.endsWith('/create-otel-tracing.js')) || text.includes("import('./create-otel-tracing.js')");
      })
      .map((path) => relative(SOURCE, path));
    expect(importers).toEqual([join('tracing', 'load-gateway-tracing.ts')]);
  });
});
