import { createVitestConfig } from '@modelgate/vitest-config';

// The load generator wrk, run for real (it is a Debian package, not on a fresh machine: .ci/run installs it first).
export default createVitestConfig({
  include: ['test/**/*.wrk.ts'],
  outputFile: { json: 'test-results/vitest-wrk-report.json' },
});
