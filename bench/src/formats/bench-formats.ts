import { FORMAT_MODULES } from '@modelgate/gateway';
import { FORMAT_IDS, type FormatId } from '@modelgate/ir';
import type { BenchFormat } from './bench-format.js';
import { createBenchFormat } from './create-bench-format.js';

/** Every format the gateway serves, from its registry of format modules: the bench adds no line per format. */
export const BENCH_FORMATS = Object.fromEntries(FORMAT_IDS.map((id) => [id, createBenchFormat(FORMAT_MODULES[id])])) as Record<FormatId, BenchFormat>;

/** Every wire format, in the order the bench runs and reports them: the order of FORMAT_IDS. */
export const BENCH_FORMAT_IDS: readonly FormatId[] = FORMAT_IDS;
