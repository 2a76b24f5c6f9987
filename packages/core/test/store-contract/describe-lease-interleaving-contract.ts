import { describe, expect, it } from 'vitest';
import type { Core, Principal, SettleUsage } from '../../src/index.js';
import { claudeSonnet, GPT4O_HOLD_1K, gpt4o } from '../__fixtures__/fixture-models.js';
import { createRandom } from '../create-random.js';
import { expectBooksBalanced, type Books, type OpenRequest } from './expect-books-balanced.js';
import type { StoreContractHarness } from './store-contract-harness.js';

const RESERVATION_TTL_MS = 60_000;
const ADMISSION_LEASE_MS = 1_000;

type Operation = () => Promise<void>;

/**
 * Admission leases under a seeded random interleaving: two instances on one store, and batches of operations run
 * together (Promise.all): admissions, settlements (some twice at once, some racing a release, some after one),
 * releases (some twice at once), renewals, clock advances past a lease's age or a reservation's TTL, sweeps on either
 * instance, top-ups, revocations, suspensions and token updates. The books are checked after every batch (every
 * request still held must be backed by the store, and charged in full when settled within its hold), every 30 batches
 * once the leases are old and swept (each then holds exactly its open requests), and at the end, once every request is
 * settled and the leases returned (by closing, or by sweeping once they are old), nothing may be held.
 */
export function describeLeaseInterleavingContract(h: StoreContractHarness): void {
  describe('admission leases under random interleavings on two instances', () => {
    it.each([
      [31, 2_000],
      [32, 150],
      [33, 150],
      [34, 40],
      [35, 20],
    ])('keeps the books (seed %i, budget %i holds)', async (seed, budgetHolds) => {
      const random = createRandom(seed);
      const pick = <T>(items: T[]): T => items[random(items.length)] as T;
      const quotaLimit = Math.floor((budgetHolds * GPT4O_HOLD_1K * 3) / 4);
      const first = await h.newToken(budgetHolds * GPT4O_HOLD_1K, { quota: { limit: quotaLimit, period: 'lifetime' } });
      const accountId = first.account.id;
      const unlimited = await h.core.admin.createToken({ accountId });
      const authenticated = async (secret: string): Promise<Principal> => {
        const auth = await h.core.authenticate(secret);
        if (!auth.ok) throw new Error(auth.reason);
        return auth.principal;
      };
      const principals = [first.principal, await authenticated(unlimited.secret)];
      const cores = [h.core, await h.openCore()];
      const books: Books = {
        accountId, toppedUp: budgetHolds * GPT4O_HOLD_1K, quotas: [{ tokenId: first.token.id, limit: quotaLimit }],
        open: [], settled: new Set(), now: h.clock.now(),
      };
      /** Released, and perhaps settled later all the same (a late settlement). */
      const released: OpenRequest[] = [];
      /** Settled this batch (each must be charged in full if still held and rated within its hold). */
      let chargedInFull: OpenRequest[] = [];
      let revocations = 0;
      /** One administrative change per batch (a token revoked while the account is suspended could not be replaced). */
      let administered = false;

      const take = (): OpenRequest | undefined => (books.open.length === 0 ? undefined : books.open.splice(random(books.open.length), 1)[0]);
      const usageFor = ({ reservation }: OpenRequest): SettleUsage => {
        const inputTokens = random(3) === 0 ? random(2 * reservation.inputTokens + 500) : reservation.inputTokens;
        const outputTokens = random(4) === 0 ? random(reservation.maxOutputTokens + 800) : random(reservation.maxOutputTokens + 1);
        return { inputTokens, cachedInputTokens: random(inputTokens + 1), cacheWriteInputTokens: 0, outputTokens, status: random(6) === 0 ? 'client_aborted' : 'ok' };
      };
      const settle = async (request: OpenRequest, times = 1): Promise<void> => {
        const usage = usageFor(request);
        const entries = await Promise.all(Array.from({ length: times }, () => request.core.settle(request.reservation, usage)));
        expect(new Set(entries.map((entry) => entry.id)).size).toBe(1);
        books.settled.add(request.reservation.id);
        chargedInFull.push(request);
      };

      const operation = (): Operation | undefined => {
        const roll = random(100);
        if (roll < 36) {
          const core = pick(cores);
          const principal = pick(principals);
          const model = random(3) === 0 ? claudeSonnet : gpt4o;
          const estimate = { inputTokens: random(3_000), maxOutputTokens: 1 + random(2_000), requestId: `q${random(1_000_000)}` };
          return async () => {
            const result = await core.admit(principal, model, estimate);
            if (result.ok) books.open.push({ reservation: result.reservation, core, expiresAt: result.reservation.expiresAt });
          };
        }
        if (roll < 56) {
          const request = take();
          // Sometimes settled twice at once (a retry racing the first attempt).
          return request && (() => settle(request, random(5) === 0 ? 2 : 1));
        }
        if (roll < 61) {
          const request = take();
          if (request === undefined) return undefined;
          released.push(request);
          // Sometimes released twice at once: only one gives the hold back.
          return async () => void (await Promise.all(Array.from({ length: 1 + random(2) }, () => request.core.release(request.reservation))));
        }
        if (roll < 63) {
          // A settlement racing a release (in either order), or a request settled after it was released: settled
          // either way, as a late settlement when the release came first (not charged in full then).
          const late = random(2) === 0 && released.length > 0;
          const request = late ? released.splice(random(released.length), 1)[0] : take();
          if (request === undefined) return undefined;
          const releaseFirst = random(2) === 0;
          return async () => {
            const usage = usageFor(request);
            const settling = () => request.core.settle(request.reservation, usage);
            const releasing = () => request.core.release(request.reservation);
            await (late ? settling() : Promise.all(releaseFirst ? [releasing(), settling()] : [settling(), releasing()]));
            books.settled.add(request.reservation.id);
          };
        }
        if (roll < 65) {
          const request = released.length === 0 ? undefined : released.splice(random(released.length), 1)[0];
          return request && (async () => {
            await request.core.settle(request.reservation, usageFor(request));
            books.settled.add(request.reservation.id);
          });
        }
        if (roll < 71) {
          const request = books.open.length === 0 ? undefined : pick(books.open);
          return request && (async () => {
            const renewed = await request.core.renew(request.reservation);
            if (renewed !== null) request.expiresAt = Math.max(request.expiresAt, renewed.expiresAt);
          });
        }
        if (roll < 82) {
          const size = random(10);
          const ms = size < 5 ? random(400) : size < 9 ? ADMISSION_LEASE_MS - 200 + random(600) : RESERVATION_TTL_MS - 2_000 + random(6_000);
          return async () => h.clock.advance(ms);
        }
        if (roll < 90) {
          const core = pick(cores);
          return async () => void (await core.sweepExpired());
        }
        if (roll < 94) {
          const amount = 1 + random(3 * GPT4O_HOLD_1K);
          return async () => {
            await h.core.admin.topUp(accountId, amount);
            books.toppedUp += amount;
          };
        }
        if (administered) return undefined;
        administered = true;
        const admin = pick(cores).admin;
        const kind = random(3);
        if (kind === 0 && revocations < 2) {
          // Revoke a token and carry on with a new one (same settings).
          revocations += 1;
          const index = random(principals.length);
          const principal = principals[index] as Principal;
          return async () => {
            await admin.revokeToken(principal.tokenId);
            const { token, secret } = await admin.createToken({ accountId, ...(principal.quota === null ? {} : { quota: principal.quota }) });
            if (token.quota !== null) books.quotas.push({ tokenId: token.id, limit: token.quota.limit });
            principals[index] = await authenticated(secret);
          };
        }
        if (kind === 1) {
          return async () => {
            await admin.suspendAccount(accountId);
            await admin.resumeAccount(accountId);
          };
        }
        const principal = pick(principals);
        return async () => void (await admin.updateToken(principal.tokenId, { name: `renamed-${random(1_000)}` }));
      };

      for (let batch = 0; batch < 150; batch += 1) {
        chargedInFull = [];
        administered = false;
        const operations = Array.from({ length: 1 + random(6) }, operation).filter((each): each is Operation => each !== undefined);
        await Promise.all(operations.map((run) => run()));
        books.now = h.clock.now();
        const ledger = await expectBooksBalanced(h.core, books);
        // Still held when settled (it expires after every sweep of the batch could run), within its hold: charged in full.
        for (const { reservation } of chargedInFull.filter((request) => request.expiresAt > books.now)) {
          const entry = ledger.find((each) => each.reservationId === reservation.id);
          if (entry !== undefined && entry.ratedCost <= reservation.hold) expect(entry.cost, `the charge of ${reservation.id}`).toBe(entry.ratedCost);
        }
        if (batch % 30 === 29) {
          // A quiet moment: once the leases are old and both instances swept, each holds exactly its open parts.
          h.clock.advance(ADMISSION_LEASE_MS);
          await Promise.all(cores.map((core) => core.sweepExpired()));
          books.now = h.clock.now();
          await expectBooksBalanced(h.core, { ...books, leasesReturned: true });
        }
      }

      // Everything settles, then the leases go back: by closing (odd seeds) or once they are old (even seeds).
      await Promise.all(books.open.splice(0).map((request) => settle(request)));
      let auditor: Core = h.core;
      if (seed % 2 === 1) {
        await Promise.all(cores.map((core) => core.close()));
        auditor = await h.openCore();
      } else {
        h.clock.advance(ADMISSION_LEASE_MS);
        await Promise.all(cores.map((core) => core.sweepExpired()));
      }
      books.now = h.clock.now();
      await expectBooksBalanced(auditor, books);
      expect(await auditor.admin.heldReservations({ accountId })).toEqual([]);
      expect(await auditor.admin.getAccount(accountId)).toMatchObject({ reserved: 0 });
    }, 30_000);
  });
}
