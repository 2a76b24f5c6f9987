import { describe, expect, it } from 'vitest';
import { claudeSonnet, GPT4O_HOLD_1K, gpt4o } from '../__fixtures__/fixture-models.js';
import { COST_USAGE_1K, usage1k, type StoreContractHarness } from './store-contract-harness.js';

/** Holds, settlements, releases, quota windows, balances and expiry. */
export function describeAdmissionContract(h: StoreContractHarness): void {
  describe('admit, settle, release', () => {
    it('holds the worst case, then charges the real cost once and writes one ledger entry', async () => {
      const { principal, account, token } = await h.newToken(1_000_000);
      const admitted = await h.core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'req-1' });
      if (!admitted.ok) throw new Error(admitted.message);
      expect(admitted.reservation.hold).toBe(GPT4O_HOLD_1K);
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ balance: 1_000_000, reserved: GPT4O_HOLD_1K });

      const entry = await h.core.settle(admitted.reservation, usage1k);
      expect(entry).toMatchObject({ requestId: 'req-1', tokenId: token.id, accountId: account.id, modelId: gpt4o.id, cost: COST_USAGE_1K, ratedCost: COST_USAGE_1K, status: 'ok', outputTokens: 200 });
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ balance: 1_000_000 - COST_USAGE_1K, reserved: 0 });

      const again = await h.core.settle(admitted.reservation, { ...usage1k, outputTokens: 999 });
      expect(again).toEqual(entry);
      expect(await h.core.admin.ledger({ accountId: account.id })).toEqual([entry]);
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ balance: 1_000_000 - COST_USAGE_1K, reserved: 0 });
    });

    it.each(['ok', 'upstream_error', 'client_aborted', 'failed_mid_stream'] as const)('records a settlement ending %s in the ledger as such', async (status) => {
      const { principal, account } = await h.newToken(1_000_000);
      const admitted = await h.core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: `req-${status}` });
      if (!admitted.ok) throw new Error(admitted.message);
      expect(await h.core.settle(admitted.reservation, { ...usage1k, status })).toMatchObject({ status });
      expect(await h.core.admin.ledger({ accountId: account.id })).toEqual([expect.objectContaining({ status, cost: COST_USAGE_1K })]);
    });

    it('marks which part of the usage was estimated, and reported usage as not estimated', async () => {
      const { principal, account } = await h.newToken(1_000_000);
      for (const estimated of ['none', 'output', 'input_and_output'] as const) {
        const admitted = await h.core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: `req-${estimated}` });
        if (!admitted.ok) throw new Error(admitted.message);
        expect(await h.core.settle(admitted.reservation, { ...usage1k, status: 'client_aborted', estimated })).toMatchObject({ estimated });
      }
      const omitted = await h.core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'req-omitted' });
      if (!omitted.ok) throw new Error(omitted.message);
      expect(await h.core.settle(omitted.reservation, usage1k)).toMatchObject({ estimated: 'none' });
      expect((await h.core.admin.ledger({ accountId: account.id })).map((entry) => [entry.requestId, entry.estimated])).toEqual([
        ['req-none', 'none'], ['req-output', 'output'], ['req-input_and_output', 'input_and_output'], ['req-omitted', 'none'],
      ]);
    });

    it('marks an estimated settlement beyond the hold (a late, capped charge) too', async () => {
      const { principal, account } = await h.newToken(1_000_000);
      const admitted = await h.core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'req-over' });
      if (!admitted.ok) throw new Error(admitted.message);
      const entry = await h.core.settle(admitted.reservation, { ...usage1k, outputTokens: 5_000, status: 'client_aborted', estimated: 'output' });
      expect(entry.cost).toBeGreaterThan(GPT4O_HOLD_1K);
      expect(await h.core.admin.ledger({ accountId: account.id })).toEqual([expect.objectContaining({ estimated: 'output', outputTokens: 5_000 })]);
    });

    it('sizes the hold with the model default when the request names no max output', async () => {
      const { principal } = await h.newToken(1_000_000);
      const admitted = await h.core.admit(principal, claudeSonnet, { inputTokens: 100, requestId: 'r' });
      expect(admitted.ok && admitted.reservation).toMatchObject({ maxOutputTokens: 2_000, hold: 300 + 30_000 });
    });

    it('release returns the whole hold and writes nothing', async () => {
      const { principal, account } = await h.newToken(100_000);
      const admitted = await h.core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' });
      if (!admitted.ok) throw new Error(admitted.message);
      expect(await h.core.admin.heldReservations({ accountId: account.id })).toEqual([
        expect.objectContaining({ id: admitted.reservation.id, requestId: 'r', hold: GPT4O_HOLD_1K, modelId: gpt4o.id }),
      ]);
      await h.core.release(admitted.reservation);
      await h.core.release(admitted.reservation);
      expect(await h.core.admin.heldReservations({ accountId: account.id })).toEqual([]);
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ balance: 100_000, reserved: 0 });
      expect(await h.core.admin.ledger({ accountId: account.id })).toEqual([]);
    });

    it('rejects on account balance with no retry-after, counting open holds', async () => {
      const { principal } = await h.newToken(GPT4O_HOLD_1K * 2 - 1);
      const estimate = { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' };
      expect((await h.core.admit(principal, gpt4o, estimate)).ok).toBe(true);
      const rejected = await h.core.admit(principal, gpt4o, estimate);
      expect(rejected).toMatchObject({ ok: false, limit: 'account_balance' });
      expect(rejected).not.toHaveProperty('retryAfterMs');
    });

    it('rejects on a daily token quota until the next UTC day', async () => {
      const { principal, token } = await h.newToken(10_000_000, { quota: { limit: GPT4O_HOLD_1K, period: 'day' } });
      const estimate = { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' };
      const first = await h.core.admit(principal, gpt4o, estimate);
      if (!first.ok) throw new Error(first.message);
      expect(await h.core.settle(first.reservation, usage1k)).toMatchObject({ quotaWindow: 'd:2026-11-21' });
      expect(await h.core.admin.quotaUsage(token.id)).toEqual({ window: 'd:2026-11-21', limit: GPT4O_HOLD_1K, spent: COST_USAGE_1K, reserved: 0 });
      const rejected = await h.core.admit(principal, gpt4o, estimate);
      expect(rejected).toEqual({ ok: false, limit: 'token_quota', retryAfterMs: 14 * 3_600_000, message: expect.stringContaining('quota') });
      h.clock.advance(14 * 3_600_000);
      expect((await h.core.admit(principal, gpt4o, estimate)).ok).toBe(true);
    });

    it('gives no retry-after for an exhausted lifetime quota', async () => {
      const { principal } = await h.newToken(10_000_000, { quota: { limit: 10, period: 'lifetime' } });
      const rejected = await h.core.admit(principal, gpt4o, { inputTokens: 1_000, requestId: 'r' });
      expect(rejected).toMatchObject({ ok: false, limit: 'token_quota' });
      expect(rejected).not.toHaveProperty('retryAfterMs');
      expect(rejected).not.toHaveProperty('denied');
    });

    it('rejects a revoked token or suspended account at admission even with a cached principal', async () => {
      const { principal, token, account } = await h.newToken(10_000_000);
      await h.core.admin.suspendAccount(account.id);
      expect(await h.core.admit(principal, gpt4o, { inputTokens: 1, requestId: 'r' })).toMatchObject({ ok: false, limit: 'account_balance', denied: 'account_suspended' });
      await h.core.admin.resumeAccount(account.id);
      await h.core.admin.revokeToken(token.id);
      expect(await h.core.admit(principal, gpt4o, { inputTokens: 1, requestId: 'r' })).toMatchObject({ ok: false, limit: 'token_quota', denied: 'revoked_token' });
    });

    it('forgets a cached principal whose token another instance revoked, once admission finds out', async () => {
      const other = await h.openCore();
      const { principal, token, secret } = await h.newToken(10_000_000);
      await other.admin.revokeToken(token.id);
      expect((await h.core.authenticate(secret)).ok).toBe(true);
      expect(await h.core.admit(principal, gpt4o, { inputTokens: 1, requestId: 'r' })).toMatchObject({ ok: false, limit: 'token_quota' });
      expect(await h.core.authenticate(secret)).toEqual({ ok: false, reason: 'revoked_token' });
    });

    it('caps a settlement above the hold at what the balance has left, never below zero', async () => {
      const { principal, account } = await h.newToken(20_000);
      const admitted = await h.core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' });
      if (!admitted.ok) throw new Error(admitted.message);
      const entry = await h.core.settle(admitted.reservation, { ...usage1k, inputTokens: 10_000, outputTokens: 1_000 });
      expect(entry).toMatchObject({ ratedCost: 35_000, cost: 20_000 });
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ balance: 0, reserved: 0 });
    });

    it('expires the holds of a reservation never settled, and caps a late settlement', async () => {
      const { principal, account } = await h.newToken(GPT4O_HOLD_1K + 1_000);
      const admitted = await h.core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' });
      if (!admitted.ok) throw new Error(admitted.message);
      h.clock.advance(60_000);
      expect(await h.core.sweepExpired()).toBe(1);
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ reserved: 0 });
      const second = await h.core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r2' });
      expect(second.ok).toBe(true);
      const late = await h.core.settle(admitted.reservation, usage1k);
      expect(late).toMatchObject({ ratedCost: COST_USAGE_1K, cost: 1_000 });
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ balance: GPT4O_HOLD_1K, reserved: GPT4O_HOLD_1K });
    });

    it('keeps a renewed reservation past its first expiry, and renews nothing once it is settled', async () => {
      const { principal, account } = await h.newToken(1_000_000, { rateLimits: { concurrentRequests: 1 } });
      const admitted = await h.core.admit(principal, gpt4o, { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' });
      if (!admitted.ok) throw new Error(admitted.message);
      h.clock.advance(50_000);
      const renewed = await h.core.renew(admitted.reservation);
      // The stored expiry stays within the liveness bound (20 s by default) and this instance's heartbeat carries it
      // on, past the admission's reservation TTL (60 s).
      expect(renewed).toEqual({ ...admitted.reservation, expiresAt: h.clock.now() + 20_000 });
      h.clock.advance(15_000);
      await h.core.heartbeat();
      h.clock.advance(15_000);
      expect(await h.core.sweepExpired()).toBe(0);
      expect(await h.core.admit(principal, gpt4o, { inputTokens: 1, requestId: 'r2' })).toMatchObject({ ok: false, limit: 'concurrency' });
      expect(await h.core.settle(renewed ?? admitted.reservation, usage1k)).toMatchObject({ cost: COST_USAGE_1K });
      expect(await h.core.admin.getAccount(account.id)).toMatchObject({ balance: 1_000_000 - COST_USAGE_1K, reserved: 0 });
      expect(await h.core.renew(admitted.reservation)).toBeNull();
    });

    it('admit sweeps expired holds before rejecting', async () => {
      const { principal } = await h.newToken(GPT4O_HOLD_1K);
      const estimate = { inputTokens: 1_000, maxOutputTokens: 1_000, requestId: 'r' };
      expect((await h.core.admit(principal, gpt4o, estimate)).ok).toBe(true);
      h.clock.advance(500);
      expect((await h.core.admit(principal, gpt4o, estimate)).ok).toBe(false);
      h.clock.advance(59_500);
      expect((await h.core.admit(principal, gpt4o, estimate)).ok).toBe(true);
    });
  });
}
