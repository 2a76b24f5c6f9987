import { describe, expect, it } from 'vitest';
import {
  validateAdminAdjustBalanceRequest, validateAdminCreateAccountRequest, validateAdminCreateTokenRequest, validateAdminDeploymentHealthList, validateAdminListTokensQuery,
  validateAdminSetBalanceRequest, validateAdminTopUpRequest, validateAdminUpdateTokenRequest, validateAdminUsageQuery,
} from './index.js';

const DEPLOYMENT = {
  name: 'openai/gpt-4o', models: ['gpt-4o'], priority: 0, weight: 1, state: 'open', cooling_until: null, available_at: '2026-11-25T10:00:30.000Z',
  consecutive_failures: 3, opened_at: '2026-11-25T10:00:00.000Z', traffic: { requests: 10, errors: 3, error_rate: 0.3 },
};

describe('admin validators', () => {
  it.each([
    ['create token', validateAdminCreateTokenRequest, { account: 'acme', models: ['m'], quota: '5', quota_period: 'day', rpm: 60, tpm: null, concurrency: 2, expires_at: '2027-01-31' }],
    ['create token, numbers as credits', validateAdminCreateTokenRequest, { account: 'acme', quota: 2.5 }],
    ['update token, clearing limits', validateAdminUpdateTokenRequest, { models: null, quota: null, expires_at: null, rpm: null }],
    ['create account', validateAdminCreateAccountRequest, { name: 'acme', balance: '10.000001' }],
    ['top-up with a note', validateAdminTopUpRequest, { amount: '1', note: 'invoice 7' }],
    ['negative adjustment', validateAdminAdjustBalanceRequest, { amount: '-2.5', reason: 'refund' }],
    ['set balance', validateAdminSetBalanceRequest, { balance: 0, reason: 'closed' }],
    ['usage query', validateAdminUsageQuery, { account: 'acme', since: '7d', until: '2026-11-25T10:00:00Z' }],
    ['token list query', validateAdminListTokensQuery, { limit: '500', status: 'revoked' }],
    ['deployments answer', validateAdminDeploymentHealthList, { since: '2026-11-25T09:00:00.000Z', data: [DEPLOYMENT] }],
  ])('accepts %s', (_name, validate, value) => {
    expect(validate(value)).toEqual({ ok: true, value });
  });

  it.each([
    ['snake_case is the only spelling', validateAdminCreateTokenRequest, { account: 'a', quotaPeriod: 'day' }, 'quotaPeriod', 'is not a known field'],
    ['an unknown field is named', validateAdminCreateAccountRequest, { name: 'a', balanse: '1' }, 'balanse', 'is not a known field'],
    ['a missing field', validateAdminTopUpRequest, {}, 'amount', 'is required'],
    ['credits with 7 decimals', validateAdminTopUpRequest, { amount: '0.0000001' }, 'amount', 'must be credits as a decimal string such as "2.5" (up to 6 decimals)'],
    ['negative credits where a top-up is positive', validateAdminTopUpRequest, { amount: '-1' }, 'amount', 'must be credits as a decimal string such as "2.5" (up to 6 decimals)'],
    ['a period not known', validateAdminCreateTokenRequest, { account: 'a', quota_period: 'week' }, 'quota_period', 'must be one of "month", "day", "lifetime"'],
    ['a zero rate limit', validateAdminUpdateTokenRequest, { rpm: 0 }, 'rpm', 'must be a positive whole number, or null'],
    ['an empty update', validateAdminUpdateTokenRequest, {}, '', 'must change at least one field'],
    ['an empty model list', validateAdminUpdateTokenRequest, { models: [] }, 'models', 'must be a non-empty list of model IDs, or null'],
    ['a date that is not one', validateAdminUpdateTokenRequest, { expires_at: 'soon' }, 'expires_at', 'must be a date such as 2027-01-31 or an RFC 3339 time, or null'],
    ['an adjustment without a reason', validateAdminAdjustBalanceRequest, { amount: '1', reason: '' }, 'reason', 'must be a non-empty string saying why'],
    ['an unknown query parameter', validateAdminUsageQuery, { acount: 'a' }, 'acount', 'is not a known field'],
    ['a page too large', validateAdminListTokensQuery, { limit: '501' }, 'limit', 'must be a whole number from 1 to 500'],
    ['a body that is not an object', validateAdminCreateAccountRequest, ['acme'], '', 'must be a JSON object'],
    ['the account as a number', validateAdminCreateTokenRequest, { account: 7 }, 'account', 'must be string'],
    ['a breaker state not known', validateAdminDeploymentHealthList, { since: '2026-11-25T09:00:00.000Z', data: [{ ...DEPLOYMENT, state: 'cooling' }] }, 'data[0].state', 'must be one of "closed", "open", "half_open"'],
  ])('refuses %s, naming the field', (_name, validate, value, field, message) => {
    expect(validate(value)).toEqual({ ok: false, issue: { field, message } });
  });
});
