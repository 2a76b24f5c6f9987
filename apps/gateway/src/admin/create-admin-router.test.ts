import { validateAdminErrorBody } from '@modelgate/admin-api';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, createTestGateway } from '../testing-fixtures/create-test-gateway.js';

const admin = `Bearer ${ADMIN_TOKEN}`;

async function gateway() {
  const test = await createTestGateway();
  const call = (method: 'get' | 'post' | 'patch' | 'put' | 'delete', path: string, body?: unknown) => {
    const pending = request(test.app)[method](path).set('authorization', admin);
    return body === undefined ? pending : pending.send(body as object);
  };
  return { ...test, call };
}

describe('admin API: the contract in openapi/admin/admin-api.yaml', () => {
  it('refuses API tokens and missing tokens', async () => {
    const { app, secret } = await createTestGateway();
    expect((await request(app).get('/admin/accounts')).status).toBe(401);
    const withApiToken = await request(app).get('/admin/accounts').set('authorization', `Bearer ${secret}`);
    expect(withApiToken.status).toBe(401);
    expect(withApiToken.body.error.message).toContain('admin token is wrong');
    expect(validateAdminErrorBody(withApiToken.body).ok).toBe(true);
    expect((await request(app).get('/metrics')).status).toBe(401);
  });

  it('creates, lists, pages, filters, shows, suspends and resumes accounts in credits and snake_case', async () => {
    const { call } = await gateway();
    const created = await call('post', '/admin/accounts', { name: 'beta', balance: '1.5' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.stringMatching(/^acct_/), name: 'beta', status: 'active', balance: '1.5', reserved: '0', available: '1.5', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    await call('post', '/admin/accounts', { name: 'gamma', balance: 2 }).expect(201);
    const first = await call('get', '/admin/accounts?limit=2');
    expect(first.body.data.map((account: { name: string }) => account.name)).toEqual(['acme', 'beta']);
    expect(first.body.next_cursor).toBe(first.body.data[1].id);
    const second = await call('get', `/admin/accounts?limit=2&after=${String(first.body.next_cursor)}`);
    expect(second.body).toMatchObject({ data: [{ name: 'gamma', balance: '2' }], next_cursor: null });
    expect((await call('get', '/admin/accounts?name=BET')).body.data.map((account: { name: string }) => account.name)).toEqual(['beta']);
    expect((await call('get', '/admin/accounts/beta')).body.id).toBe(created.body.id);
    expect((await call('patch', '/admin/accounts/beta', { status: 'suspended' })).body.status).toBe('suspended');
    expect((await call('get', '/admin/accounts?status=suspended')).body.data).toHaveLength(1);
    expect((await call('post', '/admin/accounts/beta/resume')).body.status).toBe('active');
    expect((await call('post', '/admin/accounts/beta/suspend')).body.status).toBe('suspended');
    expect((await call('patch', '/admin/accounts/beta', { status: 'active' })).body.status).toBe('active');
  });

  it('tops up, corrects and sets a balance, each correction recorded with its reason', async () => {
    const { call } = await gateway();
    await call('post', '/admin/accounts', { name: 'beta', balance: '1.5' });
    expect((await call('post', '/admin/accounts/beta/top-up', { amount: '1', note: 'invoice 7' })).body.balance).toBe('2.5');
    const corrected = await call('post', '/admin/accounts/beta/adjustments', { amount: '-0.25', reason: 'double charge refunded twice' });
    expect(corrected.status).toBe(201);
    expect(corrected.body).toMatchObject({ account: { balance: '2.25' }, adjustment: { amount: '-0.25', balance_after: '2.25', reason: 'double charge refunded twice' } });
    const set = await call('put', '/admin/accounts/beta/balance', { balance: '10', reason: 'contract' });
    expect(set.body).toMatchObject({ account: { balance: '10' }, adjustment: { amount: '7.75', balance_after: '10' } });
    expect((await call('get', '/admin/accounts/beta/adjustments')).body.data.map((each: { amount: string }) => each.amount)).toEqual(['-0.25', '7.75']);
    const below = await call('post', '/admin/accounts/beta/adjustments', { amount: '-11', reason: 'too much' });
    expect(below.status).toBe(400);
    expect(below.body.error.message).toContain('cannot become');
  });

  it('issues a token that works, updates its models, quota, limits and expiry, and revokes or deletes it', async () => {
    const { app, call } = await gateway();
    await call('post', '/admin/accounts', { name: 'beta', balance: '10' });
    const created = await call('post', '/admin/tokens', { account: 'beta', name: 'ci', models: ['demo-model'], quota: '5', quota_period: 'day', rpm: 10 });
    expect(created.status).toBe(201);
    expect(created.body.token).toMatchObject({ name: 'ci', models: ['demo-model'], quota: '5', quota_period: 'day', rpm: 10, tpm: null, concurrency: null, expires_at: null, status: 'active' });
    expect(created.body.secret).toMatch(/^mg-/);
    const id: string = created.body.token.id;
    const secret: string = created.body.secret;
    const answer = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send({ model: 'demo-model', messages: [{ role: 'user', content: 'hi' }] });
    expect(answer.status).toBe(200);

    const updated = await call('patch', `/admin/tokens/${id}`, { models: null, quota: '7.5', rpm: null, tpm: 1000, concurrency: 2, expires_at: '2099-01-31', name: 'ci-2' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'ci-2', models: null, quota: '7.5', quota_period: 'day', rpm: null, tpm: 1000, concurrency: 2, expires_at: '2099-01-31T00:00:00.000Z' });
    expect((await call('patch', `/admin/tokens/${id}`, { quota_period: 'month' })).body).toMatchObject({ quota: '7.5', quota_period: 'month' });
    expect((await call('patch', `/admin/tokens/${id}`, { quota: null, expires_at: null })).body).toMatchObject({ quota: null, quota_period: null, expires_at: null });
    expect((await call('get', `/admin/tokens/${id}`)).body.name).toBe('ci-2');

    const list = await call('get', '/admin/tokens?account=beta&status=active');
    expect(list.body).toMatchObject({ data: [{ id }], next_cursor: null });
    expect((await call('post', `/admin/tokens/${id}/revoke`)).body.status).toBe('revoked');
    expect((await request(app).get('/v1/models').set('authorization', `Bearer ${secret}`)).status).toBe(401);
    const other = await call('post', '/admin/tokens', { account: 'beta' });
    expect((await call('delete', `/admin/tokens/${String(other.body.token.id)}`)).body.status).toBe('revoked');
    expect((await call('get', '/admin/tokens?status=revoked&account=beta')).body.data).toHaveLength(2);
    expect((await call('get', '/admin/tokens?name=CI-&account=beta')).body.data.map((token: { id: string }) => token.id)).toEqual([id]);
    expect((await call('get', `/admin/tokens?name=${String(created.body.token.prefix).slice(0, 8)}`)).body.data.map((token: { id: string }) => token.id)).toEqual([id]);
    expect((await call('get', '/admin/tokens?name=no-such-token')).body).toEqual({ data: [], next_cursor: null });
  });

  it('reports usage in credits with account and token names', async () => {
    const { app, call, secret } = await gateway();
    await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send({ model: 'demo-model', messages: [{ role: 'user', content: 'hi' }] }).expect(200);
    const usage = await call('get', '/admin/usage?account=acme&since=7d');
    expect(usage.status).toBe(200);
    expect(usage.body.total).toMatchObject({ requests: 1, cost: expect.stringMatching(/^\d+(\.\d+)?$/) });
    expect(usage.body.total.input_tokens).toBeGreaterThan(0);
    expect(usage.body.by_account[0]).toMatchObject({ account_name: 'acme', requests: 1 });
    expect(usage.body.by_token[0]).toMatchObject({ token_prefix: expect.stringMatching(/^mg-/), requests: 1 });
    expect(usage.body.by_model[0]).toMatchObject({ model_id: 'demo-model', requests: 1 });
    expect((await call('get', '/admin/usage?until=2000-01-01')).body.total.requests).toBe(0);
  });

  it.each([
    ['post', '/admin/tokens', { account: 'acme', quotaPeriod: 'day' }, 'quotaPeriod', '`quotaPeriod` is not a known field.'],
    ['post', '/admin/tokens', { account: 'acme', quota_period: 'week' }, 'quota_period', '`quota_period` must be one of "month", "day", "lifetime".'],
    ['post', '/admin/tokens', { account: 'acme', models: ['demo-modle'] }, 'models', 'Unknown model IDs: demo-modle. Configured models: demo-model.'],
    ['post', '/admin/tokens', { account: 'acme', rpm: '60' }, 'rpm', '`rpm` must be a positive whole number, or null.'],
    ['post', '/admin/tokens', {}, 'account', '`account` is required.'],
    ['patch', '/admin/tokens/TOKEN', {}, null, 'The body must change at least one field.'],
    ['patch', '/admin/tokens/TOKEN', { quota_period: 'day' }, 'quota_period', '`quota_period` needs a `quota` (this token has none).'],
    ['patch', '/admin/tokens/TOKEN', { expires_at: 'next week' }, 'expires_at', '`expires_at` must be a date such as 2027-01-31 or an RFC 3339 time, or null.'],
    ['post', '/admin/accounts', { name: 'x', balance: '1.0000001' }, 'balance', '`balance` must be credits as a decimal string such as "2.5" (up to 6 decimals).'],
    ['post', '/admin/accounts', { name: 'x', balance: 1e-7 }, 'balance', '`balance` must be credits as a decimal string such as "2.5" (up to 6 decimals), not 1e-7.'],
    ['post', '/admin/accounts', ['x'], null, 'The body must be a JSON object.'],
    ['patch', '/admin/accounts/acme', { status: 'closed' }, 'status', '`status` must be one of "active", "suspended".'],
    ['post', '/admin/accounts/acme/top-up', { amount: 'lots' }, 'amount', '`amount` must be credits as a decimal string such as "2.5" (up to 6 decimals).'],
    ['post', '/admin/accounts/acme/top-up', { amount: '0' }, 'amount', '`amount` must be more than 0 credits.'],
    ['post', '/admin/accounts/acme/adjustments', { amount: '1' }, 'reason', '`reason` is required.'],
    ['put', '/admin/accounts/acme/balance', { balance: '1', reason: 'x', note: 'y' }, 'note', '`note` is not a known field.'],
    ['get', '/admin/usage?acount=acme', undefined, 'acount', '`acount` is not a known field.'],
    ['get', '/admin/usage?since=last-week', undefined, 'since', '`since` must be a date such as 2026-11-01, an RFC 3339 time, or a span back from now such as 7d or 12h.'],
    ['get', '/admin/accounts?limit=0', undefined, 'limit', '`limit` must be a whole number from 1 to 500.'],
    ['get', '/admin/accounts?after=acct_nothing', undefined, 'after', '`after` must be the `next_cursor` of a previous page; nothing here has the ID "acct_nothing".'],
    ['get', '/admin/tokens?status=gone', undefined, 'status', '`status` must be one of "active", "revoked".'],
    ['get', '/admin/accounts/acme?verbose=1', undefined, 'verbose', '`verbose` is not a known field.'],
  ] as const)('%s %s %j is a 400 naming the field', async (method, path, body, param, message) => {
    const { call, core, accountId } = await gateway();
    const { token } = await core.admin.createToken({ accountId });
    const response = await call(method, path.replace('TOKEN', token.id), body);
    expect(response.status).toBe(400);
    expect(validateAdminErrorBody(response.body).ok).toBe(true);
    expect(response.body.error).toMatchObject({ type: 'invalid_request_error', param, message });
  });

  it.each([
    ['get', '/admin/accounts/ghost', undefined],
    ['post', '/admin/accounts/ghost/top-up', { amount: '1' }],
    ['put', '/admin/accounts/ghost/balance', { balance: '1', reason: 'x' }],
    ['get', '/admin/tokens/tok_ghost', undefined],
    ['patch', '/admin/tokens/tok_ghost', { name: 'x' }],
    ['delete', '/admin/tokens/tok_ghost', undefined],
    ['get', '/admin/usage?account=ghost', undefined],
  ] as const)('%s %s is a 404 in the same envelope', async (method, path, body) => {
    const { call } = await gateway();
    const response = await call(method, path, body);
    expect(response.status).toBe(404);
    expect(validateAdminErrorBody(response.body).ok).toBe(true);
  });

  it('answers a duplicate account name with 409', async () => {
    const { call } = await gateway();
    const response = await call('post', '/admin/accounts', { name: 'acme' });
    expect(response.status).toBe(409);
    expect(validateAdminErrorBody(response.body).ok).toBe(true);
  });

  it('serves Prometheus metrics behind the admin token', async () => {
    const { app, secret } = await createTestGateway();
    await request(app).post('/v1/messages').set('authorization', `Bearer ${secret}`).send({ model: 'demo-model', max_tokens: 10, messages: [{ role: 'user', content: 'x' }] });
    const metrics = await request(app).get('/metrics').set('authorization', admin);
    expect(metrics.status).toBe(200);
    expect(metrics.text).toContain('modelgate_requests_total{route="POST /v1/messages",format="anthropic-messages",model="demo-model",status="200",outcome="ok"} 1');
    expect(metrics.text).toContain('modelgate_upstream_attempts_total{deployment="demo/demo-model",outcome="ok"} 1');
  });
});
