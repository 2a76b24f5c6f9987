import { RATE_WINDOW_MS, checkSlidingWindow } from '../check-sliding-window.js';
import type { Limiter, LimiterTicket } from '../limiter.js';

type Counters = {
  windowStart: number;
  requests: [previous: number, current: number];
  tokens: [previous: number, current: number];
  leases: Map<string, number>;
};

/** Concurrency hint: a slot usually frees within about a second. */
const CONCURRENCY_RETRY_MS = 1_000;

/** Rate limits kept in this process: the single-instance default. Sliding-window rpm/tpm, expiring slots. */
export function createMemoryLimiter(): Limiter {
  const byKey = new Map<string, Counters>();

  function countersFor(key: string, now: number): Counters {
    const windowStart = Math.floor(now / RATE_WINDOW_MS) * RATE_WINDOW_MS;
    let counters = byKey.get(key);
    if (counters === undefined) {
      counters = { windowStart, requests: [0, 0], tokens: [0, 0], leases: new Map() };
      byKey.set(key, counters);
    } else if (counters.windowStart !== windowStart) {
      const adjacent = counters.windowStart + RATE_WINDOW_MS === windowStart;
      counters.requests = [adjacent ? counters.requests[1] : 0, 0];
      counters.tokens = [adjacent ? counters.tokens[1] : 0, 0];
      counters.windowStart = windowStart;
    }
    for (const [leaseId, expiresAt] of counters.leases) if (expiresAt <= now) counters.leases.delete(leaseId);
    return counters;
  }

  function addToWindow(counters: Counters, ticket: LimiterTicket, field: 'requests' | 'tokens', delta: number): void {
    const slot = ticket.windowStart === counters.windowStart ? 1 : ticket.windowStart === counters.windowStart - RATE_WINDOW_MS ? 0 : -1;
    if (slot === -1) return;
    counters[field][slot] = Math.max(0, counters[field][slot] + delta);
  }

  return {
    kind: 'memory',
    async acquire({ key, limits, tokens, leaseId, leaseExpiresAt, now }) {
      const counters = countersFor(key, now);
      const elapsed = now - counters.windowStart;
      if (limits.requestsPerMinute !== null) {
        const verdict = checkSlidingWindow({
          previous: counters.requests[0], current: counters.requests[1], elapsed, cost: 1, limit: limits.requestsPerMinute,
        });
        if (!verdict.ok) return { ok: false, limit: 'rpm', retryAfterMs: verdict.retryAfterMs };
      }
      if (limits.tokensPerMinute !== null) {
        const verdict = checkSlidingWindow({
          previous: counters.tokens[0], current: counters.tokens[1], elapsed, cost: tokens, limit: limits.tokensPerMinute,
        });
        if (!verdict.ok) return { ok: false, limit: 'tpm', retryAfterMs: verdict.retryAfterMs };
      }
      if (limits.concurrentRequests !== null && counters.leases.size >= limits.concurrentRequests) {
        return { ok: false, limit: 'concurrency', retryAfterMs: CONCURRENCY_RETRY_MS };
      }
      counters.requests[1] += 1;
      counters.tokens[1] += tokens;
      counters.leases.set(leaseId, leaseExpiresAt);
      return { ok: true, ticket: { key, leaseId, windowStart: counters.windowStart, tokens } };
    },
    async adjustTokens(ticket, tokensDelta, now) {
      addToWindow(countersFor(ticket.key, now), ticket, 'tokens', tokensDelta);
    },
    async release(ticket) {
      byKey.get(ticket.key)?.leases.delete(ticket.leaseId);
    },
    async cancel(ticket) {
      const counters = byKey.get(ticket.key);
      if (counters === undefined) return;
      counters.leases.delete(ticket.leaseId);
      addToWindow(counters, ticket, 'requests', -1);
      addToWindow(counters, ticket, 'tokens', -ticket.tokens);
    },
    async close() {
      byKey.clear();
    },
  };
}
