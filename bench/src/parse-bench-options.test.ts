import { describe, expect, it } from 'vitest';
import { parseBenchOptions } from './parse-bench-options.js';

describe('parseBenchOptions --tracing-sample-ratio', () => {
  it('traces every request by default, and takes one ratio or a list (one traced gateway each)', () => {
    expect(parseBenchOptions(['--compare-tracing'])).toMatchObject({ compareTracing: true, tracingSampleRatios: [1] });
    expect(parseBenchOptions(['--compare-tracing', '--tracing-sample-ratio', '0.1'])).toMatchObject({ tracingSampleRatios: [0.1] });
    expect(parseBenchOptions(['--compare-tracing', '--tracing-sample-ratio', '1, 0.1'])).toMatchObject({ tracingSampleRatios: [1, 0.1] });
  });

  it('refuses a ratio outside 0–1', () => {
    expect(() => parseBenchOptions(['--tracing-sample-ratio', '2'])).toThrow(/--tracing-sample-ratio/);
    expect(() => parseBenchOptions(['--tracing-sample-ratio', 'all'])).toThrow(/--tracing-sample-ratio/);
  });
});

describe('parseBenchOptions --body-growth', () => {
  it('sends the same body under load unless asked to grow it a turn a request', () => {
    expect(parseBenchOptions(['--body-kb', '100'])).toMatchObject({ bodyKb: 100, bodyGrowth: false });
    expect(parseBenchOptions(['--body-kb', '100', '--body-growth'])).toMatchObject({ bodyKb: 100, bodyGrowth: true });
  });
});

describe('parseBenchOptions --warmup-requests and --warmup-rounds', () => {
  it("keeps the preset's warm-up unless asked for another, with --quick and --long as well", () => {
    expect(parseBenchOptions([])).toMatchObject({ warmupRequests: 2000 });
    expect(parseBenchOptions(['--long'])).toMatchObject({ warmupRequests: 2000 });
    expect(parseBenchOptions(['--quick'])).toMatchObject({ warmupRequests: 100 });
    expect(parseBenchOptions(['--warmup-requests', '10000'])).toMatchObject({ warmupRequests: 10_000 });
    expect(parseBenchOptions(['--long', '--warmup-requests', '20000'])).toMatchObject({ warmupRequests: 20_000 });
  });

  it('runs one unmeasured throughput round first unless asked for another number (none with --quick)', () => {
    expect(parseBenchOptions([])).toMatchObject({ warmupRounds: 1 });
    expect(parseBenchOptions(['--long'])).toMatchObject({ warmupRounds: 1 });
    expect(parseBenchOptions(['--quick'])).toMatchObject({ warmupRounds: 0 });
    expect(parseBenchOptions(['--warmup-rounds', '2'])).toMatchObject({ warmupRounds: 2 });
    expect(parseBenchOptions(['--warmup-rounds', '0'])).toMatchObject({ warmupRounds: 0 });
  });

  it('adds a twin of the main gateway only when asked (an A/A control)', () => {
    expect(parseBenchOptions([])).toMatchObject({ compareTwin: false });
    expect(parseBenchOptions(['--compare-twin', '--only', 'chat→chat'])).toMatchObject({ compareTwin: true, compareTracing: false });
  });
});

describe('parseBenchOptions --load-generator', () => {
  it('loads with autocannon unless asked for wrk, and refuses any other', () => {
    expect(parseBenchOptions([])).toMatchObject({ loadGenerator: 'autocannon' });
    expect(parseBenchOptions(['--load-generator', 'wrk'])).toMatchObject({ loadGenerator: 'wrk' });
    expect(() => parseBenchOptions(['--load-generator', 'ab'])).toThrow(/--load-generator expects autocannon or wrk/);
  });
});

describe('parseBenchOptions --compare-peers', () => {
  it('adds the peers only when asked, installed in a cache directory unless --peers-dir names one', () => {
    expect(parseBenchOptions([])).toMatchObject({ comparePeers: false, peersDirectory: undefined });
    expect(parseBenchOptions(['--compare-peers'])).toMatchObject({ comparePeers: true, peersDirectory: undefined });
    expect(parseBenchOptions(['--compare-peers', '--peers-dir', '/tmp/peers'])).toMatchObject({ comparePeers: true, peersDirectory: '/tmp/peers' });
  });
});
