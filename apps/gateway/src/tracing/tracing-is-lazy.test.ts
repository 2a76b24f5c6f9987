import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { listSourceFiles } from '../testing-fixtures/list-source-files.js';

// A gateway without `tracing:` must load none of the OpenTelemetry SDK: only create-otel-tracing.ts and modules that
// nothing but it imports (its span processor and exporter) import it at run time, and only load-gateway-tracing.ts
// imports create-otel-tracing.ts, with a dynamic import(), when tracing is configured.

const SOURCE = join(import.meta.dirname, '..');

/** Static imports that stay in the JavaScript (not `import type`). */
function runtimeImports(text: string): string[] {
  return [...text.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)].map((match) => match[1] ?? '');
}

/** create-otel-tracing.ts and every module that only it (or such a module) imports at run time. */
function behindCreateOtelTracing(files: string[]): Set<string> {
  const importsOf = new Map(files.map((path) => [path, runtimeImports(readFileSync(path, 'utf8')).filter((specifier) => specifier.startsWith('.')).map((specifier) => resolve(dirname(path), specifier.replace(/\.js$/, '.ts')))]));
  const behind = new Set([join(SOURCE, 'tracing', 'create-otel-tracing.ts')]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const file of files) {
      if (behind.has(file)) continue;
      const importers = files.filter((path) => importsOf.get(path)?.includes(file));
      if (importers.length > 0 && importers.every((path) => behind.has(path))) {
        behind.add(file);
        grew = true;
      }
    }
  }
  return behind;
}

describe('the tracing SDK', () => {
  it('is imported at run time by create-otel-tracing.ts and the modules only it imports', () => {
    const files = listSourceFiles(SOURCE);
    const importers = files.filter((path) => runtimeImports(readFileSync(path, 'utf8')).some((specifier) => specifier.startsWith('@opentelemetry/')));
    expect(importers.map((path) => relative(SOURCE, path))).toContain(join('tracing', 'create-otel-tracing.ts'));
    const behind = behindCreateOtelTracing(files);
    expect(importers.filter((path) => !behind.has(path)).map((path) => relative(SOURCE, path))).toEqual([]);
  });

  it('is reached only through the dynamic import in load-gateway-tracing.ts', () => {
    const importers = listSourceFiles(SOURCE)
      .filter((path) => {
        const text = readFileSync(path, 'utf8');
        return runtimeImports(text).some((specifier) => specifier.endsWith('/create-otel-tracing.js')) || text.includes("import('./create-otel-tracing.js')");
      })
      .map((path) => relative(SOURCE, path));
    expect(importers).toEqual([join('tracing', 'load-gateway-tracing.ts')]);
  });

  it('is not loaded by a gateway serving without tracing:, and is once tracing: is set', async () => {
    // A fresh process from source (this one has loaded the SDK for other tests).
    const fixture = fileURLToPath(new URL('./__fixtures__/count-loaded-otel.mjs', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, ['--conditions=@modelgate/source', '--import', createRequire(import.meta.url).resolve('tsx'), fixture], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    expect(JSON.parse(stdout)).toEqual({ statusOff: 200, off: 0, statusOn: 200, on: expect.any(Number) });
    expect((JSON.parse(stdout) as { on: number }).on).toBeGreaterThan(0);
  }, 180_000);
});
