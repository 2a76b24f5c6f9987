import { constants, PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import type { Worker } from 'node:worker_threads';

export type V8IdleTuningOptions = {
  /** Default `v8.setFlagsFromString`. */
  setFlags?: (flags: string) => void;
  /** Calls `listener` after each minor GC (scavenge) until the returned function is called. Default: a `gc` PerformanceObserver. */
  observeMinorGcs?: (listener: () => void) => () => void;
  /** Calls `listener` each time a worker thread has started (its isolate made) until the returned function is called. Default: `process`'s `worker` event, then the worker's `online`. */
  observeWorkers?: (listener: () => void) => () => void;
  /** Minor GCs after loading before the young generation may grow again (default 50, some 50 MiB allocated). */
  minorGcs?: number;
  /** Default `process.execArgv`. */
  execArgv?: readonly string[];
  /** Default `process.env.NODE_OPTIONS`. */
  nodeOptions?: string | undefined;
};

/** V8's default (Node 20 to 24): each growth doubles the young generation. */
const DEFAULT_GROWTH_FACTOR = 2;
/** 100 × V8's default (1,800,000): undici's HTTP parser (wasm) is optimised after some thousand answers, not ten. */
const WASM_TIERING_BUDGET = 180_000_000;

function observeMinorGcs(listener: () => void): () => void {
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) listener();
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return () => observer.disconnect();
}

function observeWorkers(listener: () => void): () => void {
  const onWorker = (worker: Worker) => worker.once('online', listener);
  process.on('worker', onWorker);
  return () => process.off('worker', onWorker);
}

/**
 * Call first, before the gateway's modules load; call the returned function once they have. Two V8 habits cost an
 * idle gateway memory it never gives back (issue 7):
 * - Loading ~15 MiB of long-lived code and objects, then compiling the request path on first use, looks to V8 like a
 *   high survival rate, so it grows the young generation to its maximum (2 × 8 MiB on 64-bit), resident from then on
 *   (~7 MiB of RSS after start). It is held at its initial size (2 × 1 MiB) until `minorGcs` scavenges after loading,
 *   which only real traffic makes; then V8 sizes it as usual, so a loaded gateway pays nothing.
 * - V8 optimises undici's wasm HTTP parser after about ten upstream answers; that compile takes 20–35 MiB for ~50 ms,
 *   and the allocator of the compiling thread often keeps ~10 MiB of it. With a 100× tiering budget it happens under
 *   sustained traffic instead (after a few thousand answers), and answers until then are parsed by unoptimised code.
 * V8 reads both flags when it uses them, never caching them, so setting them at run time is safe. But every isolate V8
 * makes puts a growth factor below 2 back to 2 (its heap's setup), so each worker thread started while the young
 * generation is held (the SQLite store's checkpointer, at start) would undo the hold: the factor is set to 1 again once
 * the worker is online. A flag the operator sets (node flags or `NODE_OPTIONS`, e.g. `--max-semi-space-size`) is left
 * alone.
 */
export function tuneV8ForIdle(options: V8IdleTuningOptions = {}): () => void {
  const setFlags = options.setFlags ?? setFlagsFromString;
  const given = [...(options.execArgv ?? process.execArgv), 'nodeOptions' in options ? (options.nodeOptions ?? '') : (process.env['NODE_OPTIONS'] ?? '')].join(' ');
  if (!/wasm[-_]tiering[-_]budget/.test(given)) setFlags(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  if (/semi[-_]space/.test(given)) return () => undefined;
  const hold = () => setFlags('--semi-space-growth-factor=1');
  hold();
  const stopWatchingWorkers = (options.observeWorkers ?? observeWorkers)(hold);
  return () => {
    let left = options.minorGcs ?? 50;
    const stop = (options.observeMinorGcs ?? observeMinorGcs)(() => {
      left -= 1;
      if (left !== 0) return;
      stop();
      stopWatchingWorkers();
      setFlags(`--semi-space-growth-factor=${DEFAULT_GROWTH_FACTOR}`);
    });
  };
}
