export const RATE_WINDOW_MS = 60_000;

export type SlidingWindowInput = {
  /** Count in the previous fixed window. */
  previous: number;
  /** Count in the current fixed window. */
  current: number;
  /** Milliseconds since the current window started. */
  elapsed: number;
  /** What this request adds (1 request, or its tokens). */
  cost: number;
  limit: number;
  windowMs?: number;
};

/**
 * The sliding-window approximation (previous window weighted by how much of it still overlaps, plus the current
 * window): admit when the estimate plus `cost` stays within `limit`, otherwise say how long until it would.
 * No `retryAfterMs` when waiting cannot help (a single request larger than the limit).
 */
export function checkSlidingWindow(input: SlidingWindowInput): { ok: true } | { ok: false; retryAfterMs?: number } {
  const windowMs = input.windowMs ?? RATE_WINDOW_MS;
  const { previous, current, elapsed, cost, limit } = input;
  if (cost > limit) return { ok: false };
  const remaining = windowMs - elapsed;
  if ((previous * remaining) / windowMs + current + cost <= limit) return { ok: true };
  let wait: number;
  if (current + cost <= limit) {
    wait = remaining - ((limit - cost - current) * windowMs) / previous;
  } else {
    wait = remaining + Math.max(0, windowMs - ((limit - cost) * windowMs) / current);
  }
  return { ok: false, retryAfterMs: Math.max(1, Math.ceil(wait)) };
}
