// @ts-check
// Plain JavaScript: vite loads a config's dependencies from node_modules without transpiling them.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const failOnConsole = fileURLToPath(new URL('./fail-on-console.ts', import.meta.url));
// Vitest hands these to its workers as `node --conditions` flags, which also steer require(): an 'import' among them
// makes require() load ESM builds (pg-pool, express's is-promise) and breaks those packages. Vite adds
// import/require/default by itself, per import.
const conditions = ['@modelgate/source', 'node'];

/**
 * The vitest config every package uses: workspace packages run from source (the
 * `@modelgate/source` export condition), tests sit next to their code, and no test writes to the console.
 * @param {import('vitest/config').ViteUserConfig['test']} [overrides]
 */
export function createVitestConfig(overrides = {}) {
  return defineConfig({
    resolve: { conditions },
    ssr: { resolve: { conditions } },
    test: {
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      setupFiles: [failOnConsole],
      environment: 'node',
      testTimeout: 20_000,
      // Each package also writes a JSON report that tools/vitest/summarize-test-reports.js totals after `pnpm test`.
      reporters: ['default', 'json'],
      outputFile: { json: 'test-results/vitest-report.json' },
      ...overrides,
    },
  });
}
