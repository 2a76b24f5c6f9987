import type { CoreAdmin } from '@modelgate/core';
import express, { Router, type Request, type Response } from 'express';
import type { Registry } from 'prom-client';
import { checkAdminToken } from './check-admin-token.js';
import { parseCreateTokenInput, readCredits, readRequiredString, type AdminInput } from './parse-admin-input.js';
import { parseUsageFilter } from './parse-usage-filter.js';
import { resolveAccountId } from './resolve-account-id.js';
import { GatewayError } from '../errors/gateway-error.js';

function bodyOf(request: Request): AdminInput {
  const body: unknown = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as AdminInput) : {};
}

function parameter(request: Request, name: string): string {
  const value = request.params[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The admin HTTP API under /admin (the same operations as the CLI) and /metrics, both behind a separate admin token.
 * Amounts are decimal credits ("10", "2.5"); responses carry the core's records (amounts in micro-credits).
 */
export function createAdminRouter(options: {
  token: string;
  core: CoreAdmin;
  metrics: Registry | undefined;
  bodyLimitBytes: number;
  modelIds: () => readonly string[];
  now?: () => number;
}): Router {
  const { core } = options;
  const now = options.now ?? Date.now;
  const router = Router();
  const guard = checkAdminToken(options.token);
  const json = express.json({ limit: options.bodyLimitBytes, strict: false });

  router.get('/metrics', guard, async (_request: Request, response: Response) => {
    if (!options.metrics) throw new GatewayError({ code: 'not_found', message: 'Metrics are not enabled.' });
    response.set('content-type', options.metrics.contentType).send(await options.metrics.metrics());
  });

  const admin = Router();
  admin.use(guard, json);
  admin.get('/accounts', async (_request: Request, response: Response) => {
    response.json({ data: await core.listAccounts() });
  });
  admin.post('/accounts', async (request: Request, response: Response) => {
    const input = bodyOf(request);
    const account = await core.createAccount({ name: readRequiredString(input, 'name'), balance: readCredits(input, 'balance') ?? 0 });
    response.status(201).json(account);
  });
  admin.get('/accounts/:account', async (request: Request, response: Response) => {
    response.json(await core.getAccount(await resolveAccountId(core, parameter(request, 'account'))));
  });
  admin.post('/accounts/:account/suspend', async (request: Request, response: Response) => {
    response.json(await core.suspendAccount(await resolveAccountId(core, parameter(request, 'account'))));
  });
  admin.post('/accounts/:account/resume', async (request: Request, response: Response) => {
    response.json(await core.resumeAccount(await resolveAccountId(core, parameter(request, 'account'))));
  });
  admin.post('/accounts/:account/top-up', async (request: Request, response: Response) => {
    const amount = readCredits(bodyOf(request), 'amount');
    if (amount === undefined || amount <= 0) throw new GatewayError({ code: 'invalid_request', message: '`amount` is required: a positive credit amount such as 10 or 2.5.' });
    response.json(await core.topUp(await resolveAccountId(core, parameter(request, 'account')), amount));
  });
  admin.get('/tokens', async (request: Request, response: Response) => {
    const account = typeof request.query['account'] === 'string' ? await resolveAccountId(core, request.query['account']) : undefined;
    response.json({ data: await core.listTokens(account === undefined ? {} : { accountId: account }) });
  });
  admin.post('/tokens', async (request: Request, response: Response) => {
    const input = bodyOf(request);
    const accountId = await resolveAccountId(core, readRequiredString(input, 'account'));
    response.status(201).json(await core.createToken(parseCreateTokenInput(input, accountId, now(), options.modelIds())));
  });
  admin.post('/tokens/:token/revoke', async (request: Request, response: Response) => {
    response.json(await core.revokeToken(parameter(request, 'token')));
  });
  admin.get('/usage', async (request: Request, response: Response) => {
    const query: AdminInput = { ...request.query };
    if (typeof query['account'] === 'string') query['account'] = await resolveAccountId(core, query['account']);
    response.json(await core.usage(parseUsageFilter(query, now())));
  });
  router.use('/admin', admin);
  return router;
}
