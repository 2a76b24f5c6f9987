import type { BenchCase } from '../targets/bench-target.js';

/** One request of an unloaded iteration: a measured case, or a spacer whose answer is not kept. */
export type UnloadedStep = { benchCase: BenchCase; measured: boolean };

/**
 * The requests of one unloaded iteration: every case once, in order, and before a proxied case (floor or gateway) whose
 * process served the request just before it (the previous case, or the iteration's last one for its first), one
 * unmeasured request straight to its upstream mock, of the same kind (JSON or stream). So no proxy process serves two
 * measured requests in a row: each row starts, as the floor's always does, after its process sat idle while the others
 * ran. Without the spacer, a gateway row that followed another gateway row met a process still warm from it and read
 * ~0.1–0.3 ms faster than the first gateway row after the floor (the passthrough rows, by the cases' order), which
 * made passthrough time to first token look slower than translation (docs/performance.md, session 12, h1).
 *
 * `cases` is every case of a full run; those `isMeasured` rejects (left out by `--only`) still run, unmeasured, in their
 * place: so a gateway serves every other request as in a full run. With one row per iteration it sat idle through a
 * dozen other requests and read 0.3–1 ms slower (docs/performance.md, session 18, h3). When no case is measured (an
 * `--only` with no stream case, in the time to first token phase) there is no pace to keep: nothing is sent. Until
 * session 33 such a phase still sent every other case's paced streams, ~1–2 min of a compare run for no row.
 */
export function orderUnloadedRequests(cases: readonly BenchCase[], isMeasured: (benchCase: BenchCase) => boolean = () => true): UnloadedStep[] {
  if (!cases.some(isMeasured)) return [];
  const steps: UnloadedStep[] = [];
  let previousPid = cases.at(-1)?.target.pid;
  for (const benchCase of cases) {
    if (benchCase.target.kind !== 'direct' && benchCase.target.pid === previousPid) {
      const spacer = findSpacer(cases, benchCase);
      if (spacer !== undefined) steps.push({ benchCase: spacer, measured: false });
    }
    steps.push({ benchCase, measured: isMeasured(benchCase) });
    previousPid = benchCase.target.pid;
  }
  return steps;
}

/** The direct case to the same upstream, of the same kind; else any case another process serves. */
function findSpacer(cases: readonly BenchCase[], before: BenchCase): BenchCase | undefined {
  const { target, stream } = before;
  return (
    cases.find((other) => other.target.kind === 'direct' && other.target.upstreamFormat === target.upstreamFormat && other.stream === stream) ??
    cases.find((other) => other.target.pid !== target.pid && other.stream === stream)
  );
}
