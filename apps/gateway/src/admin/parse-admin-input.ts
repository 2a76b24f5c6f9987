import { parseCredits, type CreateTokenInput, type QuotaPeriod } from '@modelgate/core';
import { GatewayError } from '../errors/gateway-error.js';

/** Loose admin input, from a JSON body or CLI flags: strings, numbers, booleans or lists. */
export type AdminInput = Record<string, unknown>;

const QUOTA_PERIODS: readonly QuotaPeriod[] = ['lifetime', 'day', 'month'];

function invalid(message: string): GatewayError {
  return new GatewayError({ code: 'invalid_request', message });
}

export function readOptionalString(input: AdminInput, field: string): string | undefined {
  const value = input[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw invalid(`\`${field}\` must be a string.`);
  return String(value);
}

export function readRequiredString(input: AdminInput, field: string): string {
  const value = readOptionalString(input, field);
  if (value === undefined) throw invalid(`\`${field}\` is required.`);
  return value;
}

/** A credit amount such as "10" or "2.5" as micro-credits. */
export function readCredits(input: AdminInput, field: string): number | undefined {
  const text = readOptionalString(input, field);
  if (text === undefined) return undefined;
  const micros = parseCredits(text);
  if (micros === null) throw invalid(`\`${field}\` must be a credit amount such as 10 or 2.5 (up to 6 decimals), not ${JSON.stringify(text)}.`);
  return micros;
}

function readCount(input: AdminInput, field: string): number | null | undefined {
  const text = readOptionalString(input, field);
  if (text === undefined) return undefined;
  const count = Number(text);
  if (!Number.isInteger(count) || count <= 0) throw invalid(`\`${field}\` must be a positive whole number, not ${JSON.stringify(text)}.`);
  return count;
}

function readModels(input: AdminInput): string[] | null | undefined {
  const value = input['models'];
  if (value === undefined || value === null || value === '') return undefined;
  const list = Array.isArray(value) ? value.map(String) : String(value).split(',');
  const models = list.map((model) => model.trim()).filter((model) => model !== '');
  return models.length === 0 ? undefined : models;
}

function readExpiry(input: AdminInput, now: number): number | null | undefined {
  const text = readOptionalString(input, 'expires');
  if (text === undefined) return undefined;
  const days = /^(\d+)d$/.exec(text);
  if (days?.[1] !== undefined) return now + Number(days[1]) * 86_400_000;
  const time = Date.parse(text);
  if (Number.isNaN(time)) throw invalid(`\`expires\` must be a number of days such as 30d or a date such as 2027-01-31, not ${JSON.stringify(text)}.`);
  return time;
}

/**
 * CreateTokenInput from loose input: `account`, `name`, `models`, `quota` + `quotaPeriod`, `rpm`, `tpm`, `concurrency`,
 * `expires`. Model IDs must be among `knownModelIds` (the configured ones), so a typo cannot make a token that sees nothing.
 */
export function parseCreateTokenInput(input: AdminInput, accountId: string, now: number, knownModelIds: readonly string[]): CreateTokenInput {
  const quota = readCredits(input, 'quota');
  const period = readOptionalString(input, 'quotaPeriod') ?? 'month';
  if (!QUOTA_PERIODS.includes(period as QuotaPeriod)) throw invalid(`\`quotaPeriod\` must be one of ${QUOTA_PERIODS.join(', ')}.`);
  const rateLimits = { requestsPerMinute: readCount(input, 'rpm'), tokensPerMinute: readCount(input, 'tpm'), concurrentRequests: readCount(input, 'concurrency') };
  const token: CreateTokenInput = { accountId, rateLimits: Object.fromEntries(Object.entries(rateLimits).filter(([, value]) => value !== undefined)) };
  const name = readOptionalString(input, 'name');
  if (name !== undefined) token.name = name;
  const models = readModels(input);
  const unknown = (models ?? []).filter((model) => !knownModelIds.includes(model));
  if (unknown.length > 0) throw invalid(`Unknown model IDs: ${unknown.join(', ')}. Configured models: ${knownModelIds.join(', ') || 'none'}.`);
  if (models !== undefined) token.visibleModelIds = models;
  if (quota !== undefined) token.quota = { limit: quota, period: period as QuotaPeriod };
  const expiresAt = readExpiry(input, now);
  if (expiresAt !== undefined) token.expiresAt = expiresAt;
  return token;
}
