import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { tuneV8ForIdle } from './tune-v8-for-idle.js';

function setUp(options: { execArgv?: string[]; nodeOptions?: string; minorGcs?: number } = {}) {
  const flags: string[] = [];
  let listener: (() => void) | undefined;
  let workerListener: (() => void) | undefined;
  let stopped = 0;
  const loaded = tuneV8ForIdle({
    setFlags: (flag) => flags.push(flag),
    observeMinorGcs: (next) => {
      listener = next;
      return () => {
        stopped += 1;
      };
    },
    observeWorkers: (next) => {
      workerListener = next;
      return () => {
        workerListener = undefined;
      };
    },
    execArgv: options.execArgv ?? [],
    nodeOptions: options.nodeOptions,
    ...(options.minorGcs === undefined ? {} : { minorGcs: options.minorGcs }),
  });
  return {
    flags,
    loaded,
    scavenge: () => listener?.(),
    workerOnline: () => workerListener?.(),
    stopped: () => stopped,
    watching: () => listener !== undefined,
    watchingWorkers: () => workerListener !== undefined,
  };
}

const HELD = ['--wasm-tiering-budget=180000000', '--semi-space-growth-factor=1'];

describe('tuneV8ForIdle', () => {
  it('holds the young generation at once and lets it grow after the given minor GCs once loaded', () => {
    const tuning = setUp({ minorGcs: 3 });
    expect(tuning.flags).toEqual(HELD);
    expect(tuning.watching()).toBe(false);
    tuning.loaded();
    tuning.scavenge();
    tuning.scavenge();
    expect(tuning.flags).toEqual(HELD);
    tuning.scavenge();
    expect(tuning.flags).toEqual([...HELD, '--semi-space-growth-factor=2']);
    expect(tuning.stopped()).toBe(1);
  });

  it('holds the young generation again after each worker thread starts, until it lets it grow', () => {
    const tuning = setUp({ minorGcs: 2 });
    // V8 puts a growth factor below 2 back to 2 whenever it makes an isolate (a worker's, e.g. the checkpointer's).
    tuning.workerOnline();
    expect(tuning.flags).toEqual([...HELD, '--semi-space-growth-factor=1']);
    tuning.loaded();
    tuning.scavenge();
    tuning.workerOnline();
    expect(tuning.flags).toEqual([...HELD, '--semi-space-growth-factor=1', '--semi-space-growth-factor=1']);
    tuning.scavenge();
    expect(tuning.flags.at(-1)).toBe('--semi-space-growth-factor=2');
    expect(tuning.watchingWorkers()).toBe(false);
  });

  it('sees a real worker thread come online', async () => {
    const flags: string[] = [];
    let release: (() => void) | undefined;
    const loaded = tuneV8ForIdle({
      setFlags: (flag) => flags.push(flag),
      observeMinorGcs: (next) => {
        release = next;
        return () => undefined;
      },
      execArgv: [],
      nodeOptions: undefined,
      minorGcs: 1,
    });
    loaded();
    const worker = new Worker('void 0', { eval: true });
    await new Promise((resolve) => worker.once('online', resolve));
    await new Promise((resolve) => worker.once('exit', resolve));
    expect(flags).toEqual([...HELD, '--semi-space-growth-factor=1']);
    release?.();
    expect(flags.at(-1)).toBe('--semi-space-growth-factor=2');
    expect(process.listenerCount('worker')).toBe(0);
  });

  it('waits for 50 minor GCs by default', () => {
    const tuning = setUp();
    tuning.loaded();
    for (let count = 0; count < 49; count++) tuning.scavenge();
    expect(tuning.flags).toEqual(HELD);
    tuning.scavenge();
    expect(tuning.flags).toEqual([...HELD, '--semi-space-growth-factor=2']);
  });

  it.each([
    [['--max-semi-space-size=4'], undefined, ['--wasm-tiering-budget=180000000']],
    [[], '--max-old-space-size=512 --max_semi_space_size=2', ['--wasm-tiering-budget=180000000']],
    [['--semi-space-growth-factor=4'], undefined, ['--wasm-tiering-budget=180000000']],
    [['--wasm-tiering-budget=1000'], undefined, ['--semi-space-growth-factor=1']],
    [[], '--wasm_tiering_budget=1000 --min-semi-space-size=1', []],
  ])('leaves a flag the operator sets alone (%j, NODE_OPTIONS %j)', (execArgv, nodeOptions, expected) => {
    const tuning = setUp({ execArgv, ...(nodeOptions === undefined ? {} : { nodeOptions }) });
    tuning.loaded();
    expect(tuning.flags).toEqual(expected);
    expect(tuning.watching()).toBe(expected.includes('--semi-space-growth-factor=1'));
    expect(tuning.watchingWorkers()).toBe(expected.includes('--semi-space-growth-factor=1'));
  });

  it('lets the young generation grow again after real scavenges, seen by the default observer', async () => {
    let released = false;
    const loaded = tuneV8ForIdle({
      setFlags: (flag) => {
        if (flag.startsWith('--semi-space')) setFlagsFromString(flag);
        if (flag === '--semi-space-growth-factor=2') released = true;
      },
      execArgv: [],
      nodeOptions: undefined,
      minorGcs: 2,
    });
    loaded();
    // Short-lived garbage until V8 has scavenged twice and the observer has said so (delivery is asynchronous).
    while (!released) {
      const garbage: { index: number }[] = [];
      for (let index = 0; index < 100_000; index++) garbage.push({ index });
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(released).toBe(true);
  });
});
