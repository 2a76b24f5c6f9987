import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '@modelgate/core';
import { ADMIN_TOKEN, createTestGateway } from '../testing-fixtures/create-test-gateway.js';

const admin = `Bearer ${ADMIN_TOKEN}`;
const HOUR = 3_600_000;

describe('GET /admin/usage/series', () => {
  it('sums spend and tokens per hour or day, per model, account or token, with names', async () => {
    const { app, secret, createToken } = await createTestGateway();
    const other = await createToken({ name: 'batch' });
    for (const token of [secret, secret, other]) {
      await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${token}`).send({ model: 'demo-model', messages: [{ role: 'user', content: 'hi' }] }).expect(200);
    }
    const hourly = await request(app).get('/admin/usage/series?bucket=hour&group_by=model').set('authorization', admin);
    expect(hourly.status).toBe(200);
    expect(hourly.body).toMatchObject({ bucket: 'hour', group_by: 'model' });
    const until = Date.parse(hourly.body.until);
    expect(Date.parse(hourly.body.since)).toBe(Math.floor(until / HOUR) * HOUR - 23 * HOUR);
    expect(hourly.body.series).toEqual([{ key: 'demo-model', name: 'demo-model', points: [expect.objectContaining({ requests: 3 })] }]);
    expect(Date.parse(hourly.body.series[0].points[0].start) % HOUR).toBe(0);
    const cost: string = hourly.body.series[0].points[0].cost;
    expect(Number(cost)).toBeGreaterThan(0);
    const total = await request(app).get('/admin/usage').set('authorization', admin);
    expect(cost).toBe(total.body.total.cost);

    const byToken = await request(app).get('/admin/usage/series?group_by=token&account=acme&since=7d').set('authorization', admin);
    expect(byToken.body.series.map((line: { name: string; points: { requests: number }[] }) => [line.name, line.points[0]?.requests])).toEqual(expect.arrayContaining([['batch', 1]]));
    expect(byToken.body.series).toHaveLength(2);
    const byAccount = await request(app).get('/admin/usage/series?group_by=account').set('authorization', admin);
    expect(byAccount.body.series).toEqual([expect.objectContaining({ name: 'acme' })]);
    const before = await request(app).get('/admin/usage/series?until=2020-01-01').set('authorization', admin);
    expect(before.body.series).toEqual([]);
  });

  it.each([
    ['bucket=hour&group_by=token', 'bucket'],
    ['bucket=day&group_by=token&since=30d', 'since'],
  ])('refuses %s when its series have more than 10,000 points together, naming %s', async (query, param) => {
    // 10,001 tokens with usage in the current hour: more points than an answer may have, whatever the bucket.
    const memory = createMemoryStore();
    const hourStart = Math.floor(Date.now() / HOUR) * HOUR;
    const rows = Array.from({ length: 10_001 }, (_, index) => ({
      bucketStart: hourStart, accountId: 'acc', tokenId: `tok_${index}`, modelId: 'demo-model',
      requests: 1, inputTokens: 1, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 1, cost: 1,
    }));
    const { app } = await createTestGateway({ store: { ...memory, usageSeriesRows: async (_filter, _bucketMs, _groupBy, limit) => rows.slice(0, limit) } });
    const response = await request(app).get(`/admin/usage/series?${query}`).set('authorization', admin);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ type: 'invalid_request_error', param });
    expect(response.body.error.message).toContain('more than 10000 points');
  });

  it.each([
    ['bucket=week', 'bucket'],
    ['group_by=user', 'group_by'],
    ['bucket=hour&since=365d', 'since'],
    ['model=demo-model&from=1d', 'from'],
  ])('refuses %s naming %s', async (query, param) => {
    const { app } = await createTestGateway();
    const response = await request(app).get(`/admin/usage/series?${query}`).set('authorization', admin);
    expect(response.status).toBe(400);
    expect(response.body.error.param).toBe(param);
  });
});
