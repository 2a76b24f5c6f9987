import {
  validateAdminAdjustBalanceRequest, validateAdminCreateAccountRequest, validateAdminCreateTokenRequest, validateAdminListAccountsQuery,
  validateAdminListRequestsQuery, validateAdminListTokensQuery, validateAdminSetBalanceRequest, validateAdminTopUpRequest, validateAdminUpdateAccountRequest,
  validateAdminUpdateTokenRequest, validateAdminUsageQuery, validateAdminUsageSeriesQuery,
} from '@modelgate/admin-api';
import type { CoreAdmin } from '@modelgate/core';
import express, { Router, type Request, type Response } from 'express';
import { GatewayError } from '../errors/gateway-error.js';
import { getRequestContext } from '../http/request-context.js';
import { checkAdminInput } from './check-admin-input.js';
import { checkAdminToken } from './check-admin-token.js';
import { listRequestRecords } from './list-request-records.js';
import { pageOf } from './page-of.js';
import { readAdminCredits } from './read-admin-credits.js';
import { readModelTraffic, type ConfiguredModel } from './read-model-traffic.js';
import { readUsageSeries } from './read-usage-series.js';
import { resolveAccountId } from './resolve-account-id.js';
import { toAdminAccount, toAdminBalanceAdjustment } from './to-admin-account.js';
import { toAdminRequestRecord } from './to-admin-request-record.js';
import { toAdminToken } from './to-admin-token.js';
import { toAdminUsage } from './to-admin-usage.js';
import { toTokenSettingsInput } from './to-token-settings-input.js';
import { toUsageFilter } from './to-usage-filter.js';

const DEFAULT_PAGE = 100;

function parameter(request: Request, name: string): string {
  const value = request.params[name];
  return typeof value === 'string' ? value : '';
}

/** The body as sent; a missing body (no content-type) is an empty object so `required` names the first field. */
function bodyOf(request: Request): unknown {
  const body: unknown = request.body;
  return body === undefined ? {} : body;
}

/** A query string with no parameter given twice (`?a=1&a=2` would be a list). */
function queryOf(request: Request): Record<string, unknown> {
  return { ...(request.query as Record<string, unknown>) };
}

function refuseQuery(request: Request): void {
  const [name] = Object.keys(request.query as Record<string, unknown>);
  if (name !== undefined) throw new GatewayError({ code: 'invalid_request', param: name, message: `\`${name}\` is not a known field.` });
}

/**
 * The admin HTTP API under /admin (openapi/admin/admin-api.yaml; the same operations as the CLI), behind the admin
 * token. Every body and query is checked by the contract's generated validators first: snake_case
 * names, credits as decimal strings in and out, RFC 3339 times, unknown fields a 400 naming the field.
 */
export function createAdminRouter(options: {
  token: string;
  core: CoreAdmin;
  bodyLimitBytes: number;
  modelIds: () => readonly string[];
  /** The configured models with their deployments, for GET /admin/models. */
  models?: () => readonly ConfiguredModel[];
  now?: () => number;
}): Router {
  const { core } = options;
  const now = options.now ?? Date.now;
  const router = Router();
  const guard = checkAdminToken(options.token);
  const json = express.json({ limit: options.bodyLimitBytes, strict: false });

  const admin = Router();
  admin.use(guard, json);
  const accountOf = async (request: Request): Promise<string> => resolveAccountId(core, parameter(request, 'account'));
  const tokenOf = async (request: Request) => {
    const token = await core.getToken(parameter(request, 'token'));
    if (token === null) throw new GatewayError({ code: 'not_found', message: `No token has the ID '${parameter(request, 'token')}'. List them with GET /admin/tokens or \`modelgate tokens list\`.` });
    return token;
  };

  admin.get('/accounts', async (request: Request, response: Response) => {
    const query = checkAdminInput(validateAdminListAccountsQuery(queryOf(request)), 'query');
    const name = query.name?.toLowerCase();
    const accounts = (await core.listAccounts()).filter((account) => (query.status === undefined || account.status === query.status) && (name === undefined || account.name.toLowerCase().includes(name)));
    const { page, nextCursor } = pageOf(accounts, { limit: query.limit === undefined ? DEFAULT_PAGE : Number(query.limit), after: query.after });
    response.json({ data: page.map(toAdminAccount), next_cursor: nextCursor });
  });
  admin.post('/accounts', async (request: Request, response: Response) => {
    const body = checkAdminInput(validateAdminCreateAccountRequest(bodyOf(request)));
    const account = await core.createAccount({ name: body.name, balance: body.balance === undefined ? 0 : readAdminCredits(body.balance, 'balance') });
    response.status(201).json(toAdminAccount(account));
  });
  admin.get('/accounts/:account', async (request: Request, response: Response) => {
    refuseQuery(request);
    const account = await core.getAccount(parameter(request, 'account'));
    if (account === null) await accountOf(request);
    else response.json(toAdminAccount(account));
  });
  admin.patch('/accounts/:account', async (request: Request, response: Response) => {
    const body = checkAdminInput(validateAdminUpdateAccountRequest(bodyOf(request)));
    const id = await accountOf(request);
    response.json(toAdminAccount(body.status === 'suspended' ? await core.suspendAccount(id) : await core.resumeAccount(id)));
  });
  admin.post('/accounts/:account/suspend', async (request: Request, response: Response) => {
    response.json(toAdminAccount(await core.suspendAccount(await accountOf(request))));
  });
  admin.post('/accounts/:account/resume', async (request: Request, response: Response) => {
    response.json(toAdminAccount(await core.resumeAccount(await accountOf(request))));
  });
  admin.post('/accounts/:account/top-up', async (request: Request, response: Response) => {
    const body = checkAdminInput(validateAdminTopUpRequest(bodyOf(request)));
    const amount = readAdminCredits(body.amount, 'amount');
    if (amount === 0) throw new GatewayError({ code: 'invalid_request', param: 'amount', message: '`amount` must be more than 0 credits.' });
    response.json(toAdminAccount(await core.topUp(await accountOf(request), amount, body.note)));
  });
  admin.get('/accounts/:account/adjustments', async (request: Request, response: Response) => {
    refuseQuery(request);
    response.json({ data: (await core.listBalanceAdjustments(await accountOf(request))).map(toAdminBalanceAdjustment) });
  });
  admin.post('/accounts/:account/adjustments', async (request: Request, response: Response) => {
    const body = checkAdminInput(validateAdminAdjustBalanceRequest(bodyOf(request)));
    const amount = readAdminCredits(body.amount, 'amount', { signed: true });
    if (amount === 0) throw new GatewayError({ code: 'invalid_request', param: 'amount', message: '`amount` must not be 0: say how many credits to add (or take away, with a minus).' });
    const result = await core.adjustBalance(await accountOf(request), { add: amount }, body.reason);
    response.status(201).json({ account: toAdminAccount(result.account), adjustment: toAdminBalanceAdjustment(result.adjustment) });
  });
  admin.put('/accounts/:account/balance', async (request: Request, response: Response) => {
    const body = checkAdminInput(validateAdminSetBalanceRequest(bodyOf(request)));
    const result = await core.adjustBalance(await accountOf(request), { set: readAdminCredits(body.balance, 'balance') }, body.reason);
    response.json({ account: toAdminAccount(result.account), adjustment: toAdminBalanceAdjustment(result.adjustment) });
  });

  admin.get('/tokens', async (request: Request, response: Response) => {
    const query = checkAdminInput(validateAdminListTokensQuery(queryOf(request)), 'query');
    const accountId = query.account === undefined ? undefined : await resolveAccountId(core, query.account);
    const name = query.name?.toLowerCase();
    const tokens = (await core.listTokens(accountId === undefined ? {} : { accountId })).filter((token) =>
      (query.status === undefined || token.status === query.status) && (name === undefined || token.name.toLowerCase().includes(name) || token.prefix.toLowerCase().includes(name)));
    const { page, nextCursor } = pageOf(tokens, { limit: query.limit === undefined ? DEFAULT_PAGE : Number(query.limit), after: query.after });
    response.json({ data: page.map(toAdminToken), next_cursor: nextCursor });
  });
  admin.post('/tokens', async (request: Request, response: Response) => {
    const { account, ...settings } = checkAdminInput(validateAdminCreateTokenRequest(bodyOf(request)));
    const accountId = await resolveAccountId(core, account);
    const input = toTokenSettingsInput(settings, { knownModelIds: options.modelIds() });
    const { token, secret } = await core.createToken({ ...input, accountId });
    response.status(201).json({ token: toAdminToken(token), secret });
  });
  admin.get('/tokens/:token', async (request: Request, response: Response) => {
    refuseQuery(request);
    response.json(toAdminToken(await tokenOf(request)));
  });
  admin.patch('/tokens/:token', async (request: Request, response: Response) => {
    const body = checkAdminInput(validateAdminUpdateTokenRequest(bodyOf(request)));
    const current = await tokenOf(request);
    const changes = toTokenSettingsInput(body, { knownModelIds: options.modelIds(), currentQuota: current.quota });
    response.json(toAdminToken(await core.updateToken(current.id, changes)));
  });
  const revoke = async (request: Request, response: Response) => {
    response.json(toAdminToken(await core.revokeToken((await tokenOf(request)).id)));
  };
  admin.delete('/tokens/:token', revoke);
  admin.post('/tokens/:token/revoke', revoke);

  admin.get('/usage', async (request: Request, response: Response) => {
    const query = checkAdminInput(validateAdminUsageQuery(queryOf(request)), 'query');
    const summary = await core.usage(await toUsageFilter(core, query, now()));
    response.json(toAdminUsage(summary, { accounts: await core.listAccounts(), tokens: await core.listTokens() }));
  });
  admin.get('/usage/series', async (request: Request, response: Response) => {
    const query = checkAdminInput(validateAdminUsageSeriesQuery(queryOf(request)), 'query');
    response.json(await readUsageSeries(core, query, now()));
  });
  admin.get('/models', async (request: Request, response: Response) => {
    refuseQuery(request);
    const models = options.models?.() ?? options.modelIds().map((id) => ({ id, deployments: [] }));
    response.json(await readModelTraffic(core, models, now()));
  });
  admin.get('/requests', async (request: Request, response: Response) => {
    const query = checkAdminInput(validateAdminListRequestsQuery(queryOf(request)), 'query');
    const { page, nextCursor } = await listRequestRecords(core, query, now());
    response.json({ data: page.map(toAdminRequestRecord), next_cursor: nextCursor });
  });
  admin.get('/requests/:request', async (request: Request, response: Response) => {
    refuseQuery(request);
    const id = parameter(request, 'request');
    const record = await core.getRequestRecord(id);
    if (record === null) {
      throw new GatewayError({
        code: 'not_found',
        message: `No request record has the ID '${id}': it is not an API request of this gateway, it is older than server.request_retention_days, or it finished less than a second ago.`,
      });
    }
    response.json(toAdminRequestRecord(record));
  });
  router.use(
    '/admin',
    (_request: Request, response: Response, next: () => void) => {
      getRequestContext(response).routePrefix = '/admin';
      next();
    },
    admin,
  );
  return router;
}
