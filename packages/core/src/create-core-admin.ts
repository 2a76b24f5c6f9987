import type { Account } from './account.js';
import type { AdmissionLeases } from './create-admission-leases.js';
import type { AuthCache } from './create-auth-cache.js';
import type { CoreAdmin } from './core-admin.js';
import { CoreError } from './core-error.js';
import { createId } from './create-id.js';
import { createTokenSecret } from './create-token-secret.js';
import { getQuotaWindow } from './get-quota-window.js';
import type { Store } from './store.js';
import { summarizeUsage } from './summarize-usage.js';
import { verifyLedger } from './verify-ledger.js';
import { summarizeUsageSeries } from './summarize-usage-series.js';
import { widenToWholeHours } from './usage-rollup-hour.js';
import { NO_RATE_LIMITS, type RateLimits, type TokenRecord } from './token.js';

function assertAmount(value: number, name: string, { positive }: { positive: boolean }): void {
  if (!Number.isSafeInteger(value) || value < 0 || (positive && value === 0)) {
    throw new CoreError({ code: 'invalid_input', message: `${name} must be a ${positive ? 'positive' : 'non-negative'} integer (micro-credits), got ${value}` });
  }
}

function assertLimit(value: number | null, name: string): void {
  if (value !== null && (!Number.isSafeInteger(value) || value < 0)) {
    throw new CoreError({ code: 'invalid_input', message: `${name} must be a non-negative integer or null, got ${value}` });
  }
}

function assertRateLimits(rateLimits: RateLimits): void {
  assertLimit(rateLimits.requestsPerMinute, 'requestsPerMinute');
  assertLimit(rateLimits.tokensPerMinute, 'tokensPerMinute');
  assertLimit(rateLimits.concurrentRequests, 'concurrentRequests');
}

const PREFIX_ATTEMPTS = 5;

export function createCoreAdmin({ store, clock, authCache, leases }: { store: Store; clock: () => number; authCache: AuthCache; leases: AdmissionLeases }): CoreAdmin {
  const required = async (id: string, account: Promise<Account | null>): Promise<Account> => {
    const found = await account;
    if (found === null) throw new CoreError({ code: 'not_found', message: `no account ${id}` });
    return found;
  };

  const setStatus = async (id: string, status: Account['status']): Promise<Account> => {
    const account = await required(id, store.setAccountStatus(id, status));
    authCache.invalidate((record) => record.account.id === id);
    await leases.retireFor({ accountId: id });
    return account;
  };

  return {
    async createAccount({ name, balance = 0 }) {
      if (name.trim() === '') throw new CoreError({ code: 'invalid_input', message: 'an account needs a name' });
      assertAmount(balance, 'balance', { positive: false });
      const now = clock();
      const account: Account = { id: createId('acct'), name, status: 'active', balance, reserved: 0, createdAt: now };
      const initial = balance > 0 ? { id: createId('top'), accountId: account.id, amount: balance, note: 'initial balance', createdAt: now } : null;
      return store.insertAccount(account, initial);
    },
    listAccounts: () => store.listAccounts(),
    async getAccount(idOrName) {
      return (await store.getAccount(idOrName)) ?? store.findAccountByName(idOrName);
    },
    suspendAccount: (id) => setStatus(id, 'suspended'),
    resumeAccount: (id) => setStatus(id, 'active'),
    async topUp(id, amount, note) {
      assertAmount(amount, 'amount', { positive: true });
      const account = await store.getAccount(id);
      if (account !== null && account.balance + amount > Number.MAX_SAFE_INTEGER) {
        throw new CoreError({ code: 'invalid_input', message: 'the balance would exceed the largest exact amount' });
      }
      return required(id, store.topUp({ id: createId('top'), accountId: id, amount, note: note ?? null, createdAt: clock() }));
    },
    listTopUps: (accountId) => store.listTopUps(accountId),
    async adjustBalance(id, change, reason) {
      const amount = 'set' in change ? change.set : change.add;
      if (!Number.isSafeInteger(amount)) throw new CoreError({ code: 'invalid_input', message: `the amount must be an integer (micro-credits), got ${amount}` });
      if (reason.trim() === '') throw new CoreError({ code: 'invalid_input', message: 'a balance adjustment needs a reason' });
      const result = await store.adjustBalance({ id: createId('adj'), accountId: id, change, reason, createdAt: clock() });
      if (result === null) throw new CoreError({ code: 'not_found', message: `no account ${id}` });
      authCache.invalidate((record) => record.account.id === id);
      await leases.retireFor({ accountId: id });
      return result;
    },
    listBalanceAdjustments: (accountId) => store.listBalanceAdjustments(accountId),
    async createToken(input) {
      const account = await store.getAccount(input.accountId);
      if (account === null) throw new CoreError({ code: 'not_found', message: `no account ${input.accountId}` });
      const rateLimits: RateLimits = { ...NO_RATE_LIMITS, ...input.rateLimits };
      assertRateLimits(rateLimits);
      if (input.quota != null) assertAmount(input.quota.limit, 'quota.limit', { positive: false });
      for (let attempt = 1; ; attempt += 1) {
        const { secret, prefix, hash } = createTokenSecret();
        const record: TokenRecord = {
          id: createId('tok'), accountId: account.id, name: input.name ?? prefix, prefix, hash, status: 'active',
          createdAt: clock(), expiresAt: input.expiresAt ?? null, revokedAt: null,
          visibleModelIds: input.visibleModelIds == null ? null : [...input.visibleModelIds],
          quota: input.quota == null ? null : { ...input.quota }, rateLimits,
        };
        try {
          await store.insertToken(record);
        } catch (error) {
          if (error instanceof CoreError && error.code === 'conflict' && attempt < PREFIX_ATTEMPTS) continue;
          throw error;
        }
        const { hash: _hash, ...token } = record;
        return { token, secret };
      }
    },
    listTokens: (filter = {}) => store.listTokens(filter),
    getToken: (id) => store.getToken(id),
    async updateToken(id, changes) {
      const current = await store.getToken(id);
      if (current === null) throw new CoreError({ code: 'not_found', message: `no token ${id}` });
      const rateLimits: RateLimits = { ...current.rateLimits, ...changes.rateLimits };
      assertRateLimits(rateLimits);
      if (changes.quota != null) assertAmount(changes.quota.limit, 'quota.limit', { positive: false });
      const updated = await store.updateToken(id, {
        name: changes.name ?? current.name,
        expiresAt: changes.expiresAt === undefined ? current.expiresAt : changes.expiresAt,
        visibleModelIds: changes.visibleModelIds === undefined ? current.visibleModelIds : changes.visibleModelIds === null ? null : [...changes.visibleModelIds],
        quota: changes.quota === undefined ? current.quota : changes.quota === null ? null : { ...changes.quota },
        rateLimits,
      });
      if (updated === null) throw new CoreError({ code: 'not_found', message: `no token ${id}` });
      authCache.invalidate((record) => record.token.id === id);
      await leases.retireFor({ tokenId: id });
      return updated;
    },
    async revokeToken(id) {
      const token = await store.revokeToken(id, clock());
      if (token === null) throw new CoreError({ code: 'not_found', message: `no token ${id}` });
      authCache.invalidate((record) => record.token.id === id);
      await leases.retireFor({ tokenId: id });
      return token;
    },
    async usage(filter = {}) {
      return summarizeUsage(await store.usageRows(filter));
    },
    async usageSeries(filter, { bucket, groupBy, maxPoints }) {
      const rows = await store.usageSeriesRows(widenToWholeHours(filter), bucket === 'hour' ? 3_600_000 : 86_400_000, groupBy, maxPoints === undefined ? undefined : maxPoints + 1);
      const series = summarizeUsageSeries(rows, groupBy);
      const points = series.reduce((sum, line) => sum + line.points.length, 0);
      if (maxPoints !== undefined && points > maxPoints) {
        throw new CoreError({ code: 'too_large', message: `the usage series has more than ${maxPoints} points (buckets × series)` });
      }
      return series;
    },
    ledger: (filter = {}) => store.listLedger(filter),
    heldReservations: (filter = {}) => store.listHeldReservations(filter),
    verifyLedger: () => verifyLedger(store, clock()),
    getRequestRecord: (requestId) => store.getRequestRecord(requestId),
    listRequestRecords: (filter = {}) => store.listRequestRecords(filter),
    requestTraffic: (since) => store.requestTraffic(since),
    async quotaUsage(tokenId) {
      const token = await store.getToken(tokenId);
      if (token === null) throw new CoreError({ code: 'not_found', message: `no token ${tokenId}` });
      if (token.quota === null) return { window: null, limit: null, spent: 0, reserved: 0 };
      const window = getQuotaWindow(token.quota.period, clock()).key;
      return { window, limit: token.quota.limit, ...(await store.getQuotaUsage(tokenId, window)) };
    },
  };
}
