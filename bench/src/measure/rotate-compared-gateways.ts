import type { BenchCase } from '../targets/bench-target.js';

/**
 * The order of `count` compared gateways at `turn` (a throughput round, an unloaded iteration): the rows of a balanced
 * Latin square (Williams), so over its rows each gateway goes first as often as any other and follows each other
 * gateway equally often. The first `count` turns put each gateway first once. With an even count the square repeats
 * every `count` turns; with an odd count every `2 × count` (its rows, then the same rows reversed).
 */
export function comparedGatewayOrder(count: number, turn: number): number[] {
  if (count <= 1) return count === 1 ? [0] : [];
  const first = Array.from({ length: count }, (_, position) => (position % 2 === 1 ? (position + 1) / 2 : (count - position / 2) % count));
  const period = count % 2 === 0 ? count : 2 * count;
  const row = ((turn % period) + period) % period;
  const order = first.map((gateway) => (gateway + row) % count);
  return row < count ? order : order.reverse();
}

/**
 * `cases` (createBenchCases' order: per stream kind and upstream, direct, floor, then each gateway's route) with the
 * gateways of every group in `comparedGatewayOrder(…, turn)`'s order. A gateway here is a set of rows (`gateway`,
 * `gateway[tracing on]`, `gateway[postgres+redis, 1000 tokens]`), so two row sets one process serves rotate too. A
 * run with one gateway is left as it is. Without this the main gateway's rows always came first after the floor and a
 * compared gateway's always right after them, carrying their after-work (docs/performance.md, session 18, h3 and h6).
 */
export function rotateComparedGateways(cases: readonly BenchCase[], turn: number): BenchCase[] {
  const rotated: BenchCase[] = [];
  for (const group of groupByUpstream(cases)) {
    const baselines = group.filter((benchCase) => benchCase.target.kind === 'direct' || benchCase.target.kind === 'floor');
    const gateways = new Map<string, BenchCase[]>();
    for (const benchCase of group) {
      if (baselines.includes(benchCase)) continue;
      const name = gatewayName(benchCase);
      gateways.set(name, [...(gateways.get(name) ?? []), benchCase]);
    }
    const blocks = [...gateways.values()];
    rotated.push(...baselines, ...comparedGatewayOrder(blocks.length, turn).flatMap((index) => blocks[index] ?? []));
  }
  return rotated;
}

/** Runs of cases of the same stream kind and upstream, in order. */
function groupByUpstream(cases: readonly BenchCase[]): BenchCase[][] {
  const groups: BenchCase[][] = [];
  for (const benchCase of cases) {
    const last = groups.at(-1)?.[0];
    if (last !== undefined && last.stream === benchCase.stream && last.target.upstreamFormat === benchCase.target.upstreamFormat) groups.at(-1)?.push(benchCase);
    else groups.push([benchCase]);
  }
  return groups;
}

/** `gateway[tracing on] chat→chat` → `gateway[tracing on]`: a target's id is its gateway's name, then its route. */
function gatewayName(benchCase: BenchCase): string {
  const { id } = benchCase.target;
  const space = id.lastIndexOf(' ');
  return space < 0 ? id : id.slice(0, space);
}
