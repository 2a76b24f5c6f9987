import { describe, expect, it } from 'vitest';
import { mapUrlToPlace, summarizeCpuProfile, summarizeCpuProfiles } from './summarize-cpu-profile.js';

describe('mapUrlToPlace', () => {
  it.each([
    ['file:///r/node_modules/.pnpm/express@5.3.0/node_modules/express/lib/router.js', 'express'],
    ['file:///r/node_modules/.pnpm/@pinojs+x@1/node_modules/@pinojs/x/index.js', '@pinojs/x'],
    ['file:///r/apps/gateway/dist/app/create-app.js', 'apps/gateway'],
    ['file:///r/packages/translate/dist/index.js', 'packages/translate'],
    ['node:internal/http', 'node internals'],
    ['', 'native (socket writes, encoding, v8)'],
  ])('%s is %s', (url, place) => {
    expect(mapUrlToPlace(url)).toBe(place);
  });
});

describe('summarizeCpuProfile', () => {
  it('splits self time by hits and leaves idle out', () => {
    const summary = summarizeCpuProfile({
      startTime: 0,
      endTime: 4000,
      nodes: [
        { id: 1, callFrame: { functionName: '(idle)', url: '', lineNumber: -1 }, hitCount: 2 },
        { id: 2, callFrame: { functionName: 'handle', url: 'file:///r/node_modules/express/lib/a.js', lineNumber: 9 }, hitCount: 1 },
        { id: 3, callFrame: { functionName: 'settle', url: 'file:///r/packages/core/dist/s.js', lineNumber: 0 }, hitCount: 1 },
      ],
    });
    expect(summary.totalMs).toBe(2);
    expect(summary.byPlace.map((entry) => entry.name).sort()).toEqual(['express', 'packages/core']);
    expect(summary.byFunction[0]?.share).toBe(0.5);
  });
});

describe('summarizeCpuProfiles', () => {
  it("adds up the self times of several processes' profiles (a primary and its workers)", () => {
    const worker = (settleHits: number) => ({
      startTime: 0,
      endTime: 1000 * (settleHits + 1),
      nodes: [
        { id: 1, callFrame: { functionName: 'handle', url: 'file:///r/node_modules/express/lib/a.js', lineNumber: 9 }, hitCount: 1 },
        { id: 2, callFrame: { functionName: 'settle', url: 'file:///r/packages/core/dist/s.js', lineNumber: 0 }, hitCount: settleHits },
      ],
    });
    const summary = summarizeCpuProfiles([worker(1), worker(3)]);
    expect(summary.totalMs).toBe(6);
    expect(summary.byPlace).toEqual([
      { name: 'packages/core', selfMs: 4, share: 4 / 6 },
      { name: 'express', selfMs: 2, share: 2 / 6 },
    ]);
  });
});
