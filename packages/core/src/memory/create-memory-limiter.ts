import { checkRateWindow, getRateBucketStart, isLiveRateBucket } from '../check-rate-window.js';
import type { Limiter, LimiterTicket } from '../limiter.js';

type Counters = { requests: Map<number, number>; tokens: Map<number, number>; leases: Map<string, number> };

/** Concurrency hint: a slot usually frees within about a second. */
export const CONCURRENCY_RETRY_MS = 1_000;

const bucketsOf = (counts: Map<number, number>) => [...counts].map(([start, count]) => ({ start, count }));

function add(counts: Map<number, number>, start: number, delta: number): void {
  counts.set(start, Math.max(0, (counts.get(start) ?? 0) + delta));
}

/** Rate limits kept in this process: the single-instance default. One-minute windows, expiring concurrency slots. */
export function createMemoryLimiter(): Limiter {
  const byKey = new Map<string, Counters>();

  function countersFor(key: string, now: number): Counters {
    let counters = byKey.get(key);
    if (counters === undefined) {
      counters = { requests: new Map(), tokens: new Map(), leases: new Map() };
      byKey.set(key, counters);
    }
    for (const counts of [counters.requests, counters.tokens]) {
      for (const start of counts.keys()) if (!isLiveRateBucket(start, now)) counts.delete(start);
    }
    for (const [leaseId, expiresAt] of counters.leases) if (expiresAt <= now) counters.leases.delete(leaseId);
    return counters;
  }

  const undo = (ticket: LimiterTicket): void => {
    const counters = byKey.get(ticket.key);
    if (counters === undefined) return;
    counters.leases.delete(ticket.leaseId);
    if (counters.requests.has(ticket.windowStart)) add(counters.requests, ticket.windowStart, -1);
    if (counters.tokens.has(ticket.windowStart)) add(counters.tokens, ticket.windowStart, -ticket.tokens);
  };

  return {
    kind: 'memory',
    async acquire({ key, limits, tokens, leaseId, leaseExpiresAt, now }) {
      const counters = countersFor(key, now);
      if (limits.requestsPerMinute !== null) {
        const verdict = checkRateWindow({ buckets: bucketsOf(counters.requests), now, cost: 1, limit: limits.requestsPerMinute });
        if (!verdict.ok) return { limit: 'rpm', ...verdict };
      }
      if (limits.tokensPerMinute !== null) {
        const verdict = checkRateWindow({ buckets: bucketsOf(counters.tokens), now, cost: tokens, limit: limits.tokensPerMinute });
        if (!verdict.ok) return { limit: 'tpm', ...verdict };
      }
      if (limits.concurrentRequests !== null && counters.leases.size >= limits.concurrentRequests) {
        return { ok: false, limit: 'concurrency', retryAfterMs: CONCURRENCY_RETRY_MS };
      }
      const start = getRateBucketStart(now);
      add(counters.requests, start, 1);
      add(counters.tokens, start, tokens);
      counters.leases.set(leaseId, leaseExpiresAt);
      return { ok: true, ticket: { key, leaseId, windowStart: start, tokens } };
    },
    async adjustTokens(ticket, tokensDelta, now) {
      const counters = countersFor(ticket.key, now);
      if (isLiveRateBucket(ticket.windowStart, now)) add(counters.tokens, ticket.windowStart, tokensDelta);
    },
    async renew(ticket, leaseExpiresAt) {
      const leases = byKey.get(ticket.key)?.leases;
      if (leases?.has(ticket.leaseId) === true) leases.set(ticket.leaseId, leaseExpiresAt);
    },
    async release(ticket) {
      byKey.get(ticket.key)?.leases.delete(ticket.leaseId);
    },
    async cancel(ticket) {
      undo(ticket);
    },
    async close() {
      byKey.clear();
    },
  };
}
