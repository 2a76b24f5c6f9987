import type { AdminValidationResult } from './admin-validation-result.js';
import type { GeneratedValidator } from './generated/validators.gen.js';
import {
  validateAdminAdjustBalanceRequest as adjustBalanceValidator,
  validateAdminCreateAccountRequest as createAccountValidator,
  validateAdminCreateTokenRequest as createTokenValidator,
  validateAdminDeploymentHealthList as deploymentHealthListValidator,
  validateAdminErrorBody as errorBodyValidator,
  validateAdminListAccountsQuery as listAccountsQueryValidator,
  validateAdminListRequestsQuery as listRequestsQueryValidator,
  validateAdminListTokensQuery as listTokensQueryValidator,
  validateAdminSetBalanceRequest as setBalanceValidator,
  validateAdminTopUpRequest as topUpValidator,
  validateAdminUpdateAccountRequest as updateAccountValidator,
  validateAdminUpdateTokenRequest as updateTokenValidator,
  validateAdminUsageQuery as usageQueryValidator,
  validateAdminUsageSeriesQuery as usageSeriesQueryValidator,
} from './generated/validators.gen.js';
import { toAdminValidationIssue } from './to-admin-validation-issue.js';
import type {
  AdminAdjustBalanceRequest, AdminCreateAccountRequest, AdminCreateTokenRequest, AdminDeploymentHealthList, AdminErrorBody, AdminListAccountsQuery,
  AdminListRequestsQuery, AdminListTokensQuery, AdminSetBalanceRequest, AdminTopUpRequest, AdminUpdateAccountRequest, AdminUpdateTokenRequest,
  AdminUsageQuery, AdminUsageSeriesQuery,
} from './types.js';

const CREDITS = 'credits as a decimal string such as "2.5" (up to 6 decimals)';
const TIME = 'a date such as 2026-11-01, an RFC 3339 time, or a span back from now such as 7d or 12h';

/** What a field must be, by its name, where the schema's own message would say less ("must match a schema in anyOf"). */
const FIELD_DESCRIPTIONS: Record<string, string> = {
  amount: CREDITS,
  balance: CREDITS,
  quota: `${CREDITS}, or null`,
  rpm: 'a positive whole number, or null',
  tpm: 'a positive whole number, or null',
  concurrency: 'a positive whole number, or null',
  models: 'a non-empty list of model IDs, or null',
  expires_at: 'a date such as 2027-01-31 or an RFC 3339 time, or null',
  since: TIME,
  until: TIME,
  limit: 'a whole number from 1 to 500',
  name: 'a non-empty string',
  reason: 'a non-empty string saying why',
};

function describeField(field: string): string | undefined {
  return FIELD_DESCRIPTIONS[field];
}

function run<T>(validator: GeneratedValidator, value: unknown): AdminValidationResult<T> {
  try {
    if (validator(value)) return { ok: true, value: value as T };
    return { ok: false, issue: toAdminValidationIssue(validator.errors, describeField) };
  } catch (error) {
    // Only a hostile value (a throwing getter or proxy) can get here.
    return { ok: false, issue: { field: '', message: `could not be read: ${error instanceof Error ? error.message : String(error)}` } };
  }
}

/** `POST /admin/accounts` */
export const validateAdminCreateAccountRequest = (value: unknown) => run<AdminCreateAccountRequest>(createAccountValidator, value);
/** `PATCH /admin/accounts/{account}` */
export const validateAdminUpdateAccountRequest = (value: unknown) => run<AdminUpdateAccountRequest>(updateAccountValidator, value);
/** `POST /admin/accounts/{account}/top-up` */
export const validateAdminTopUpRequest = (value: unknown) => run<AdminTopUpRequest>(topUpValidator, value);
/** `POST /admin/accounts/{account}/adjustments` */
export const validateAdminAdjustBalanceRequest = (value: unknown) => run<AdminAdjustBalanceRequest>(adjustBalanceValidator, value);
/** `PUT /admin/accounts/{account}/balance` */
export const validateAdminSetBalanceRequest = (value: unknown) => run<AdminSetBalanceRequest>(setBalanceValidator, value);
/** `POST /admin/tokens` */
export const validateAdminCreateTokenRequest = (value: unknown) => run<AdminCreateTokenRequest>(createTokenValidator, value);
/** `PATCH /admin/tokens/{token}` */
export const validateAdminUpdateTokenRequest = (value: unknown) => run<AdminUpdateTokenRequest>(updateTokenValidator, value);
/** `GET /admin/accounts` query */
export const validateAdminListAccountsQuery = (value: unknown) => run<AdminListAccountsQuery>(listAccountsQueryValidator, value);
/** `GET /admin/tokens` query */
export const validateAdminListTokensQuery = (value: unknown) => run<AdminListTokensQuery>(listTokensQueryValidator, value);
/** `GET /admin/requests` query */
export const validateAdminListRequestsQuery = (value: unknown) => run<AdminListRequestsQuery>(listRequestsQueryValidator, value);
/** `GET /admin/usage` query */
export const validateAdminUsageQuery = (value: unknown) => run<AdminUsageQuery>(usageQueryValidator, value);
/** `GET /admin/usage/series` query */
export const validateAdminUsageSeriesQuery = (value: unknown) => run<AdminUsageSeriesQuery>(usageSeriesQueryValidator, value);
/** An admin error envelope. */
export const validateAdminErrorBody = (value: unknown) => run<AdminErrorBody>(errorBodyValidator, value);
/** Checks an answer of GET /admin/deployments against the contract (for tests and clients). */
export const validateAdminDeploymentHealthList = (value: unknown) => run<AdminDeploymentHealthList>(deploymentHealthListValidator, value);
