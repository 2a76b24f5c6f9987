import { afterEach, describe, expect, it } from 'vitest';
import { assertWrkInstalled, runWrk, WRK_MISSING } from './run-wrk.js';

// The real wrk is exercised by run-wrk.wrk.ts (`test:wrk`); here, what a machine without it is told.
describe('runWrk where wrk is not installed', () => {
  const path = process.env['PATH'];
  afterEach(() => {
    process.env['PATH'] = path;
  });

  it('says how to install it, before anything starts and when a run is asked for', async () => {
    process.env['PATH'] = '/nonexistent-for-this-test';
    expect(() => assertWrkInstalled()).toThrow(WRK_MISSING);
    const run = runWrk({ url: 'http://127.0.0.1:9/v1/chat/completions', request: { method: 'POST', headers: {}, body: '{}' }, connections: 1, durationSeconds: 1 });
    await expect(run).rejects.toThrow(WRK_MISSING);
    expect(WRK_MISSING).toContain('apt-get install -y wrk');
  });
});
