import type { TargetKind } from '../targets/bench-target.js';
import type { MemoryRow, VariantBars } from './bench-result.js';
import { evaluateBars, type BarInputs } from './evaluate-bars.js';

const VARIANT_CASE = /^gateway\[(.+)\] (\S+)→(\S+) (?:json|stream)$/;

/** `gateway[tracing on] chat→messages json` → its variant and the kind the row would have on the main gateway. */
function readVariantCase(caseId: string): { variant: string; kind: TargetKind } | undefined {
  const match = VARIANT_CASE.exec(caseId);
  if (match === null) return undefined;
  const [, variant = '', client, upstream] = match;
  return { variant, kind: client === upstream ? 'gateway-passthrough' : 'gateway-translate' };
}

/** The variant's rows only, each with the kind its route has on the main gateway (so evaluateBars judges it). */
function selectVariantRows<Row extends { caseId: string; kind: TargetKind }>(rows: readonly Row[], variant: string): Row[] {
  return rows.flatMap((row) => {
    const read = readVariantCase(row.caseId);
    return read?.variant === variant ? [{ ...row, kind: read.kind }] : [];
  });
}

/**
 * The memory row of a variant's process: its own, or that of the gateway whose rows it shares a process with (the
 * `postgres+redis, 1000 tokens` rows are served by `gateway[postgres+redis]`).
 */
function findVariantProcess(memory: readonly MemoryRow[], variant: string): string {
  const own = `gateway[${variant}]`;
  if (memory.some((row) => row.process === own)) return own;
  const shared = memory.find((row) => {
    const name = /^gateway\[(.+)\]$/.exec(row.process)?.[1];
    return name !== undefined && variant.startsWith(`${name}, `);
  });
  return shared?.process ?? own;
}

/**
 * Issue 7's bars for every gateway compared with the main one (--compare-tracing, --compare-postgres, …), each judged
 * on its own rows like the main gateway's: so a compare run says whether the traced gateway stays within the bars.
 * Open streams are measured on the main gateway only: that bar reads "not measured" here.
 */
export function evaluateVariantBars({ throughput, unloaded, timeToFirstToken, memory }: BarInputs): VariantBars[] {
  const variants: string[] = [];
  for (const row of [...unloaded, ...throughput, ...timeToFirstToken]) {
    const variant = readVariantCase(row.caseId)?.variant;
    if (variant !== undefined && !variants.includes(variant)) variants.push(variant);
  }
  return variants.map((variant) => ({
    gateway: `gateway[${variant}]`,
    bars: evaluateBars(
      {
        throughput: selectVariantRows(throughput, variant),
        unloaded: selectVariantRows(unloaded, variant),
        timeToFirstToken: selectVariantRows(timeToFirstToken, variant),
        memory,
        openStreams: [],
      },
      findVariantProcess(memory, variant),
    ),
  }));
}
