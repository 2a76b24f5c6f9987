/** What one load generator's run measured, whichever generator sent the requests. */
export type GeneratedLoad = {
  ok: number;
  failed: number;
  /** What the failed requests were: `status 429: 3`, `socket errors: 2`; empty when none failed. */
  failureKinds: Record<string, number>;
  elapsedSeconds: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** The load generator's own CPU (user + system) over the run, in µs. */
  cpuMicros: number;
};
