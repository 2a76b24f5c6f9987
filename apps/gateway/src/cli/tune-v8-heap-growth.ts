import { setFlagsFromString } from 'node:v8';

export type V8HeapGrowthOptions = {
  /** Default `v8.setFlagsFromString`. */
  setFlags?: (flags: string) => void;
  /** Default `process.execArgv`. */
  execArgv?: readonly string[];
  /** Default `process.env.NODE_OPTIONS`. */
  nodeOptions?: string | undefined;
};

/** The old generation may grow to twice what survived the last full collection (1 + 100%). */
const HEAP_GROWING_PERCENT = 100;

/**
 * Lets the old generation grow to twice what survived V8's last full collection before the next one, not four times.
 * On a machine with 2 GiB or more for the heap (V8's default limit is a quarter of physical memory, up to 4 GiB),
 * V8 lets the old generation grow to up to four times its live size; a gateway under load promotes a few KB per
 * request (objects of the requests in flight that outlive two scavenges, request records kept for their batch), so
 * its ~25 MiB of live heap reached ~90 MiB before each full collection: ~40 MiB of RSS at 50 connections
 * (issue 7: RSS under load < 250 MiB). Twice is what V8 itself uses on a small device; the heap's limit is not
 * touched, so a large body is as welcome as before. The price is more full collections, mostly marked on V8's helper
 * threads (in process at 50 requests in flight, by callgrind: +0.2% instructions on the event loop's thread, +3% over
 * all threads). V8 reads the flag whenever it sizes the heap, so setting it at run time is safe.
 * A growth the operator sets (node flags or `NODE_OPTIONS`) is left alone.
 */
export function tuneV8HeapGrowth(options: V8HeapGrowthOptions = {}): void {
  const setFlags = options.setFlags ?? setFlagsFromString;
  const given = [...(options.execArgv ?? process.execArgv), 'nodeOptions' in options ? (options.nodeOptions ?? '') : (process.env['NODE_OPTIONS'] ?? '')].join(' ');
  if (/heap[-_]growing[-_]percent/.test(given)) return;
  setFlags(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
