import type { Account, AccountStatus } from '../account.js';
import type { BalanceAdjustment } from '../balance-adjustment.js';
import { buildLedgerEntry } from '../build-ledger-entry.js';
import { CoreError } from '../core-error.js';
import type { LedgerEntry } from '../ledger-entry.js';
import { matchesUsageFilter } from '../matches-usage-filter.js';
import { planBalanceAdjustment } from '../plan-balance-adjustment.js';
import { planSettlement } from '../plan-settlement.js';
import type { AuthRecord, Store, StoredReservation, TopUp } from '../store.js';
import { summarizeLedger } from '../summarize-ledger.js';
import { widenToWholeHours } from '../usage-rollup-hour.js';
import type { Token, TokenRecord } from '../token.js';
import { createMemoryRequestRecords } from './create-memory-request-records.js';

type QuotaCounters = { spent: number; reserved: number };

function publicToken({ hash: _hash, ...token }: TokenRecord): Token {
  return structuredClone(token);
}

/** Everything in this process's memory: for tests and ephemeral use. Operations are atomic (no awaits inside). */
export function createMemoryStore(): Store {
  const accounts = new Map<string, Account>();
  const topUps: TopUp[] = [];
  const adjustments: BalanceAdjustment[] = [];
  const tokens = new Map<string, TokenRecord>();
  const tokenIdByPrefix = new Map<string, string>();
  const quotas = new Map<string, QuotaCounters>();
  const reservations = new Map<string, StoredReservation>();
  const ledger: LedgerEntry[] = [];
  const ledgerByReservation = new Map<string, LedgerEntry>();

  const quotaFor = (tokenId: string, window: string): QuotaCounters => {
    const key = `${tokenId}\u0000${window}`;
    let counters = quotas.get(key);
    if (counters === undefined) {
      counters = { spent: 0, reserved: 0 };
      quotas.set(key, counters);
    }
    return counters;
  };

  const returnHold = (reservation: StoredReservation): void => {
    reservations.delete(reservation.id);
    const account = accounts.get(reservation.accountId);
    if (account !== undefined) account.reserved -= reservation.hold;
    if (reservation.quotaWindow !== null) quotaFor(reservation.tokenId, reservation.quotaWindow).reserved -= reservation.hold;
  };

  const findAuthRecord = (prefix: string): AuthRecord | null => {
    const token = tokens.get(tokenIdByPrefix.get(prefix) ?? '');
    const account = token === undefined ? undefined : accounts.get(token.accountId);
    if (token === undefined || account === undefined) return null;
    return { token: structuredClone(token), account: { ...account } };
  };

  return {
    kind: 'memory',
    async insertAccount(account, initialTopUp) {
      if ([...accounts.values()].some((existing) => existing.name === account.name)) {
        throw new CoreError({ code: 'conflict', message: `an account named ${account.name} exists` });
      }
      accounts.set(account.id, { ...account });
      if (initialTopUp !== null) topUps.push({ ...initialTopUp });
      return { ...account };
    },
    async getAccount(id) {
      const account = accounts.get(id);
      return account === undefined ? null : { ...account };
    },
    async findAccountByName(name) {
      const account = [...accounts.values()].find((candidate) => candidate.name === name);
      return account === undefined ? null : { ...account };
    },
    async listAccounts() {
      return [...accounts.values()].map((account) => ({ ...account }));
    },
    async setAccountStatus(id: string, status: AccountStatus) {
      const account = accounts.get(id);
      if (account === undefined) return null;
      account.status = status;
      return { ...account };
    },
    async topUp(topUp) {
      const account = accounts.get(topUp.accountId);
      if (account === undefined) return null;
      account.balance += topUp.amount;
      topUps.push({ ...topUp });
      return { ...account };
    },
    async listTopUps(accountId) {
      return topUps.filter((topUp) => accountId === undefined || topUp.accountId === accountId).map((topUp) => ({ ...topUp }));
    },
    async adjustBalance(input) {
      const account = accounts.get(input.accountId);
      if (account === undefined) return null;
      const adjustment = planBalanceAdjustment(account, input);
      account.balance = adjustment.balanceAfter;
      adjustments.push(adjustment);
      return { account: { ...account }, adjustment: { ...adjustment } };
    },
    async listBalanceAdjustments(accountId) {
      return adjustments.filter((each) => accountId === undefined || each.accountId === accountId).map((each) => ({ ...each }));
    },

    async insertToken(token) {
      if (tokenIdByPrefix.has(token.prefix)) throw new CoreError({ code: 'conflict', message: 'token prefix collision' });
      tokens.set(token.id, structuredClone(token));
      tokenIdByPrefix.set(token.prefix, token.id);
    },
    findAuthRecord: async (prefix) => findAuthRecord(prefix),
    findAuthRecords: async (prefixes) => [...new Set(prefixes)].flatMap((prefix) => findAuthRecord(prefix) ?? []),
    async getToken(id) {
      const token = tokens.get(id);
      return token === undefined ? null : publicToken(token);
    },
    async listTokens({ accountId }) {
      return [...tokens.values()].filter((token) => accountId === undefined || token.accountId === accountId).map(publicToken);
    },
    async updateToken(id, settings) {
      const token = tokens.get(id);
      if (token === undefined) return null;
      Object.assign(token, structuredClone(settings));
      return publicToken(token);
    },
    async revokeToken(id, now) {
      const token = tokens.get(id);
      if (token === undefined) return null;
      if (token.status !== 'revoked') Object.assign(token, { status: 'revoked', revokedAt: now });
      return publicToken(token);
    },

    async reserve(reservation) {
      const account = accounts.get(reservation.accountId);
      const token = tokens.get(reservation.tokenId);
      if (token === undefined || token.status !== 'active') {
        return { ok: false, limit: 'token_quota', available: 0, reason: 'token_not_active' };
      }
      if (account === undefined || account.status !== 'active') {
        return { ok: false, limit: 'account_balance', available: 0, reason: 'account_not_active' };
      }
      const quota = reservation.quotaWindow === null ? null : quotaFor(reservation.tokenId, reservation.quotaWindow);
      if (quota !== null && reservation.quotaLimit !== null) {
        const available = reservation.quotaLimit - quota.spent - quota.reserved;
        if (reservation.hold > available) return { ok: false, limit: 'token_quota', available: Math.max(0, available), reason: 'insufficient' };
      }
      const available = account.balance - account.reserved;
      if (reservation.hold > available) return { ok: false, limit: 'account_balance', available: Math.max(0, available), reason: 'insufficient' };
      account.reserved += reservation.hold;
      if (quota !== null) quota.reserved += reservation.hold;
      reservations.set(reservation.id, {
        id: reservation.id, requestId: reservation.requestId, tokenId: reservation.tokenId, accountId: reservation.accountId,
        modelId: reservation.modelId, hold: reservation.hold, quotaWindow: reservation.quotaWindow,
        createdAt: reservation.createdAt, expiresAt: reservation.expiresAt,
      });
      const quotaLeft = quota === null || reservation.quotaLimit === null ? Number.POSITIVE_INFINITY : reservation.quotaLimit - quota.spent - quota.reserved;
      return { ok: true, available: Math.min(account.balance - account.reserved, quotaLeft) };
    },
    async settle(input) {
      const { reservation, ratedCost } = input;
      const existing = ledgerByReservation.get(reservation.id);
      if (existing !== undefined) return { ...existing };
      const stored = reservations.get(reservation.leaseId ?? reservation.id);
      // A lease gives up this reservation's part of its hold (what it still has of it, if it expired meanwhile).
      const hold = stored === undefined ? 0 : reservation.leaseId === undefined ? stored.hold : Math.min(stored.hold, reservation.hold);
      const account = accounts.get(reservation.accountId);
      if (account === undefined) throw new CoreError({ code: 'not_found', message: `no account ${reservation.accountId}` });
      const quota = reservation.quotaWindow === null ? null : quotaFor(reservation.tokenId, reservation.quotaWindow);
      const cost = planSettlement({
        hold, ratedCost, balance: account.balance, reserved: account.reserved,
        quota: quota === null || reservation.quotaLimit === null ? null : { limit: reservation.quotaLimit, ...quota },
      });
      account.balance -= cost;
      account.reserved -= hold;
      if (quota !== null) {
        quota.spent += cost;
        quota.reserved -= hold;
      }
      if (stored !== undefined) {
        stored.hold -= hold;
        if (reservation.leaseId === undefined || stored.hold === 0) reservations.delete(stored.id);
      }
      const entry = buildLedgerEntry(input, cost);
      ledger.push(entry);
      ledgerByReservation.set(reservation.id, entry);
      return { ...entry };
    },
    async release(reservationId) {
      const stored = reservations.get(reservationId);
      if (stored === undefined) return false;
      returnHold(stored);
      return true;
    },
    async shrinkHold(reservationId, amount) {
      const stored = reservations.get(reservationId);
      if (stored === undefined) return 0;
      const returned = Math.min(stored.hold, Math.max(0, amount));
      if (returned === stored.hold) {
        returnHold(stored);
        return returned;
      }
      stored.hold -= returned;
      const account = accounts.get(stored.accountId);
      if (account !== undefined) account.reserved -= returned;
      if (stored.quotaWindow !== null) quotaFor(stored.tokenId, stored.quotaWindow).reserved -= returned;
      return returned;
    },
    async renewReservation(id, expiresAt) {
      const stored = reservations.get(id);
      if (stored === undefined) return false;
      stored.expiresAt = expiresAt;
      return true;
    },
    async sweepExpired(now) {
      let count = 0;
      for (const stored of reservations.values()) {
        if (stored.expiresAt <= now) {
          returnHold(stored);
          count += 1;
        }
      }
      return count;
    },
    async listHeldReservations({ accountId }) {
      return [...reservations.values()].filter((stored) => accountId === undefined || stored.accountId === accountId).map((stored) => ({ ...stored }));
    },
    async getQuotaUsage(tokenId, window) {
      return { ...quotaFor(tokenId, window) };
    },

    ...createMemoryRequestRecords(),
    async listLedger(filter) {
      const entries = ledger.filter((entry) => matchesUsageFilter(entry, filter)).map((entry) => ({ ...entry }));
      return filter.limit === undefined ? entries : entries.slice(-filter.limit);
    },
    async usageRows(filter) {
      return summarizeLedger(ledger.filter((entry) => matchesUsageFilter(entry, filter)));
    },
    // The memory store keeps no rollup: it sums its ledger directly, over the same whole hours as the SQL stores. Its
    // rows are per (bucket, account, token, model) whatever the grouping, so it does not cut them at `limit`.
    async usageSeriesRows(filter, bucketMs) {
      const buckets = new Map<number, LedgerEntry[]>();
      const hours = widenToWholeHours(filter);
      for (const entry of ledger) {
        if (!matchesUsageFilter(entry, hours)) continue;
        const start = Math.floor(entry.createdAt / bucketMs) * bucketMs;
        const bucket = buckets.get(start);
        if (bucket === undefined) buckets.set(start, [entry]);
        else bucket.push(entry);
      }
      return [...buckets.entries()].sort(([a], [b]) => a - b).flatMap(([bucketStart, entries]) => summarizeLedger(entries).map((row) => ({ ...row, bucketStart })));
    },
    async close() {},
  };
}
