import { describe, expect, it } from 'vitest';
import { gpt4o } from '../__fixtures__/fixture-models.js';
import { usage1k, type StoreContractHarness } from './store-contract-harness.js';

/** Requests and tokens per minute and concurrency, through the core. */
export function describeRateLimitContract(h: StoreContractHarness): void {
  describe('rate limits', () => {
    it('rejects past requests per minute with a retry-after, and frees the slot on release', async () => {
      const { principal } = await h.newToken(10_000_000, { rateLimits: { requestsPerMinute: 2 } });
      const estimate = { inputTokens: 10, requestId: 'r' };
      expect((await h.core.admit(principal, gpt4o, estimate)).ok).toBe(true);
      const second = await h.core.admit(principal, gpt4o, estimate);
      expect(second.ok).toBe(true);
      const third = await h.core.admit(principal, gpt4o, estimate);
      expect(third).toMatchObject({ ok: false, limit: 'rpm' });
      expect(!third.ok && third.retryAfterMs).toBeGreaterThan(0);
      if (second.ok) await h.core.release(second.reservation);
      expect((await h.core.admit(principal, gpt4o, estimate)).ok).toBe(true);
    });

    it('limits concurrent requests until one settles', async () => {
      const { principal } = await h.newToken(10_000_000, { rateLimits: { concurrentRequests: 1 } });
      const first = await h.core.admit(principal, gpt4o, { inputTokens: 10, requestId: 'a' });
      expect(await h.core.admit(principal, gpt4o, { inputTokens: 10, requestId: 'b' })).toMatchObject({ ok: false, limit: 'concurrency' });
      if (first.ok) await h.core.settle(first.reservation, usage1k);
      expect((await h.core.admit(principal, gpt4o, { inputTokens: 10, requestId: 'c' })).ok).toBe(true);
    });

    it('counts real tokens per minute after settlement', async () => {
      const { principal } = await h.newToken(10_000_000, { rateLimits: { tokensPerMinute: 3_000 } });
      const first = await h.core.admit(principal, gpt4o, { inputTokens: 100, requestId: 'a' });
      if (!first.ok) throw new Error(first.message);
      await h.core.settle(first.reservation, { ...usage1k, inputTokens: 2_000, outputTokens: 900 });
      expect(await h.core.admit(principal, gpt4o, { inputTokens: 200, requestId: 'b' })).toMatchObject({ ok: false, limit: 'tpm' });
      expect((await h.core.admit(principal, gpt4o, { inputTokens: 100, requestId: 'c' })).ok).toBe(true);
    });

    it('does not count a request the quota rejected', async () => {
      const { principal } = await h.newToken(0, { rateLimits: { requestsPerMinute: 1 } });
      expect(await h.core.admit(principal, gpt4o, { inputTokens: 10, requestId: 'a' })).toMatchObject({ limit: 'account_balance' });
      expect(await h.core.admit(principal, gpt4o, { inputTokens: 10, requestId: 'b' })).toMatchObject({ limit: 'account_balance' });
    });
  });
}
