import type { UsageFilter } from '@modelgate/core';
import { GatewayError } from '../errors/gateway-error.js';
import { readOptionalString, type AdminInput } from './parse-admin-input.js';

/** A usage filter from loose input: `account`, `token`, `model`, `since` (a date or a number of days such as 7d). */
export function parseUsageFilter(input: AdminInput, now: number): UsageFilter {
  const filter: UsageFilter = {};
  const accountId = readOptionalString(input, 'account');
  const tokenId = readOptionalString(input, 'token');
  const modelId = readOptionalString(input, 'model');
  const since = readOptionalString(input, 'since');
  if (accountId !== undefined) filter.accountId = accountId;
  if (tokenId !== undefined) filter.tokenId = tokenId;
  if (modelId !== undefined) filter.modelId = modelId;
  if (since !== undefined) {
    const days = /^(\d+)d$/.exec(since);
    const time = days?.[1] !== undefined ? now - Number(days[1]) * 86_400_000 : Date.parse(since);
    if (Number.isNaN(time)) throw new GatewayError({ code: 'invalid_request', message: '`since` must be a date such as 2026-11-01 or a number of days such as 7d.' });
    filter.since = time;
  }
  return filter;
}
