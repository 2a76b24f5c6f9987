import { WRK_RESULT_MARKER } from './create-wrk-script.js';

/** What one wrk run measured, from the JSON line its script's `done()` prints. */
export type WrkResult = {
  durationSeconds: number;
  /** Responses with a status below 400 (wrk counts 4xx and 5xx as status errors). */
  ok: number;
  failed: number;
  /** `status ≥ 400: 3`, `socket errors: 2`, `client timeouts: 1`; empty when none failed. */
  failureKinds: Record<string, number>;
  /** Over every response wrk timed (failed ones too: wrk keeps one histogram). */
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** wrk's own CPU (user + system), in clock ticks; NaN when /proc/self/stat could not be read. */
  cpuTicks: number;
};

type WrkDone = {
  durationMicros: number;
  requests: number;
  errors: { connect: number; read: number; write: number; status: number; timeout: number };
  latencyP50Micros: number;
  latencyP99Micros: number;
  cpuTicks: number;
};

function isWrkDone(value: unknown): value is WrkDone {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const errors = record['errors'] as Record<string, unknown> | undefined;
  const numbers = ['durationMicros', 'requests', 'latencyP50Micros', 'latencyP99Micros', 'cpuTicks'].every((key) => typeof record[key] === 'number');
  return numbers && typeof errors === 'object' && errors !== null && ['connect', 'read', 'write', 'status', 'timeout'].every((key) => typeof errors[key] === 'number');
}

/** Reads the result line out of wrk's standard output (its own summary text around it is ignored). */
export function parseWrkResult(stdout: string): WrkResult {
  const line = stdout.split('\n').find((candidate) => candidate.startsWith(WRK_RESULT_MARKER));
  if (line === undefined) throw new Error(`wrk printed no result line (${WRK_RESULT_MARKER.trim()}); its output:\n${stdout}`);
  const parsed: unknown = JSON.parse(line.slice(WRK_RESULT_MARKER.length));
  if (!isWrkDone(parsed)) throw new Error(`wrk's result line is not what the bench's script prints: ${line}`);
  const { errors } = parsed;
  const socketErrors = errors.connect + errors.read + errors.write;
  const failureKinds: Record<string, number> = {};
  if (errors.status > 0) failureKinds['status ≥ 400'] = errors.status;
  if (socketErrors > 0) failureKinds['socket errors'] = socketErrors;
  if (errors.timeout > 0) failureKinds['client timeouts'] = errors.timeout;
  return {
    durationSeconds: parsed.durationMicros / 1e6,
    ok: parsed.requests - errors.status,
    failed: errors.status + socketErrors + errors.timeout,
    failureKinds,
    latencyP50Ms: parsed.latencyP50Micros / 1000,
    latencyP99Ms: parsed.latencyP99Micros / 1000,
    cpuTicks: parsed.cpuTicks < 0 ? Number.NaN : parsed.cpuTicks,
  };
}
