import { createVitestConfig } from '@modelgate/vitest-config';

// The browser test: a built gateway and console, driven by Chromium (run by .ci/run after the build).
export default createVitestConfig({
  include: ['test/**/*.browser.ts'],
  testTimeout: 180_000,
  hookTimeout: 120_000,
  outputFile: { json: 'test-results/vitest-browser-report.json' },
});
