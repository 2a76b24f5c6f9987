import { describe, expect, it } from 'vitest';
import { claudeSonnet, gpt4o } from '../__fixtures__/fixture-models.js';
import { COST_USAGE_1K, usage1k, type StoreContractHarness } from './store-contract-harness.js';

/** Usage over time from the ledger: per UTC hour or day, per account, token or model. */
export function describeUsageSeriesContract(h: StoreContractHarness): void {
  describe('usage series', () => {
    it('sums the ledger per hour and day, one series per model, account or token, or in total', async () => {
      const first = await h.newToken(100_000_000);
      const second = await h.newToken(100_000_000);
      const start = h.clock.now();
      const charge = async (who: typeof first, model: typeof gpt4o, minutesLater: number) => {
        h.clock.set(start + minutesLater * 60_000);
        const admitted = await h.core.admit(who.principal, model, { inputTokens: 1_000, requestId: `r${minutesLater}` });
        if (!admitted.ok) throw new Error(admitted.message);
        await h.core.settle(admitted.reservation, usage1k);
      };
      await charge(first, gpt4o, 0);
      await charge(first, gpt4o, 10);
      await charge(second, gpt4o, 70);
      await charge(first, claudeSonnet, 24 * 60 + 5);
      const hour = 3_600_000;
      const hourly = await h.core.admin.usageSeries({ modelId: gpt4o.id }, { bucket: 'hour', groupBy: 'total' });
      expect(hourly).toEqual([{
        key: 'total',
        points: [
          { start: Math.floor(start / hour) * hour, requests: 2, inputTokens: 2_000, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 400, cost: 2 * COST_USAGE_1K },
          { start: Math.floor(start / hour) * hour + hour, requests: 1, inputTokens: 1_000, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 200, cost: COST_USAGE_1K },
        ],
      }]);
      const daily = await h.core.admin.usageSeries({}, { bucket: 'day', groupBy: 'model' });
      expect(daily.map((line) => [line.key, line.points.map((point) => [new Date(point.start).toISOString().slice(0, 10), point.requests])])).toEqual([
        [gpt4o.id, [['2026-11-21', 3]]],
        [claudeSonnet.id, [['2026-11-22', 1]]],
      ]);
      // An hour that `since` falls in counts whole (the series are read from hourly sums).
      const byToken = await h.core.admin.usageSeries({ accountId: first.account.id, since: start + 60_000 }, { bucket: 'day', groupBy: 'token' });
      expect(byToken.map((line) => [line.key, line.points.map((point) => point.requests)])).toEqual([[first.token.id, [2, 1]]]);
      const fromNextHour = await h.core.admin.usageSeries({ accountId: first.account.id, since: Math.floor(start / hour) * hour + hour }, { bucket: 'day', groupBy: 'token' });
      expect(fromNextHour.map((line) => [line.key, line.points.map((point) => point.requests)])).toEqual([[first.token.id, [1]]]);
      const byAccount = await h.core.admin.usageSeries({ until: start + 60 * 60_000 }, { bucket: 'hour', groupBy: 'account' });
      expect(byAccount.map((line) => line.key)).toEqual([first.account.id]);
    });

    it('refuses a series of more points than asked, across every series, and answers one of exactly that many', async () => {
      const first = await h.newToken(100_000_000);
      const second = await h.newToken(100_000_000);
      const start = h.clock.now();
      for (const [who, hoursLater] of [[first, 0], [second, 0], [first, 1]] as const) {
        h.clock.set(start + hoursLater * 3_600_000);
        const admitted = await h.core.admit(who.principal, gpt4o, { inputTokens: 1_000, requestId: `p${hoursLater}${who.token.id}` });
        if (!admitted.ok) throw new Error(admitted.message);
        await h.core.settle(admitted.reservation, usage1k);
      }
      const options = { bucket: 'hour', groupBy: 'token' } as const;
      expect((await h.core.admin.usageSeries({}, { ...options, maxPoints: 3 })).flatMap((line) => line.points)).toHaveLength(3);
      await expect(h.core.admin.usageSeries({}, { ...options, maxPoints: 2 })).rejects.toMatchObject({ name: 'CoreError', code: 'too_large' });
      expect(await h.core.admin.usageSeries({}, { bucket: 'day', groupBy: 'token', maxPoints: 2 })).toHaveLength(2);
    });
  });
}
