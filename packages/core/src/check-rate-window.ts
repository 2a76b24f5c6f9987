/** A rate limit counts what happened in the last minute... */
export const RATE_WINDOW_MS = 60_000;
/** ...in buckets of ten seconds, so a count leaves the window at most ten seconds early and never late. */
export const RATE_BUCKET_MS = 10_000;

export type RateBucket = { start: number; count: number };

/** The start of the bucket an instant falls in. */
export function getRateBucketStart(now: number): number {
  return Math.floor(now / RATE_BUCKET_MS) * RATE_BUCKET_MS;
}

/** Whether a bucket still counts at `now` (the current bucket and the five before it). */
export function isLiveRateBucket(start: number, now: number): boolean {
  return start > getRateBucketStart(now) - RATE_WINDOW_MS;
}

/**
 * Admits when the live buckets plus `cost` stay within `limit`; otherwise says how long until enough of the oldest
 * buckets leave the window (always at most one minute). No `retryAfterMs` when waiting cannot help (a single
 * request larger than the limit).
 */
export function checkRateWindow({ buckets, now, cost, limit }: { buckets: readonly RateBucket[]; now: number; cost: number; limit: number }):
  { ok: true } | { ok: false; retryAfterMs?: number } {
  if (cost > limit) return { ok: false };
  const live = buckets.filter((bucket) => isLiveRateBucket(bucket.start, now)).sort((a, b) => a.start - b.start);
  let total = live.reduce((sum, bucket) => sum + bucket.count, 0);
  if (total + cost <= limit) return { ok: true };
  for (const bucket of live) {
    total -= bucket.count;
    if (total + cost <= limit) return { ok: false, retryAfterMs: Math.max(1, bucket.start + RATE_WINDOW_MS - now) };
  }
  return { ok: false, retryAfterMs: RATE_WINDOW_MS };
}
