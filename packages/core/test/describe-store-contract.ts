import { afterEach, beforeEach, describe } from 'vitest';
import { createCore, type Core, type CreateTokenInput, type Limiter, type Store } from '../src/index.js';
import { createFakeClock } from './create-fake-clock.js';
import { fixtureModels } from './__fixtures__/fixture-models.js';
import { describeAdminContract } from './store-contract/describe-admin-contract.js';
import { describeAdmissionContract } from './store-contract/describe-admission-contract.js';
import { describeBalanceAdjustmentContract } from './store-contract/describe-balance-adjustment-contract.js';
import { describeRequestRecordContract } from './store-contract/describe-request-record-contract.js';
import { describeUsageSeriesContract } from './store-contract/describe-usage-series-contract.js';
import { describeAuthenticationContract } from './store-contract/describe-authentication-contract.js';
import { describeConcurrencyContract } from './store-contract/describe-concurrency-contract.js';
import { describeInvariantContract } from './store-contract/describe-invariant-contract.js';
import { describeLeaseBudgetContract } from './store-contract/describe-lease-budget-contract.js';
import { describeLeaseContract } from './store-contract/describe-lease-contract.js';
import { describeLeaseInterleavingContract } from './store-contract/describe-lease-interleaving-contract.js';
import { describeLeaseRaceContract } from './store-contract/describe-lease-race-contract.js';
import { describeRateLimitContract } from './store-contract/describe-rate-limit-contract.js';
import type { StoreContractHarness } from './store-contract/store-contract-harness.js';

export type StoreContractSetup = {
  /** A fresh, empty store. Called once per test (twice in the cross-instance test, sharing `shared`). */
  createStore(shared: { id: string }): Promise<Store>;
  createLimiter?(shared: { id: string }): Promise<Limiter>;
  /** Drops what createStore made for this id. */
  destroy?(shared: { id: string }): Promise<void>;
};

let sequence = 0;

/** The behaviour every store must show through the core, run once per store (STYLE §7: contract tests). */
export function describeStoreContract(name: string, setup: StoreContractSetup): void {
  describe(`store contract: ${name}`, () => {
    let clock: ReturnType<typeof createFakeClock>;
    let shared: { id: string };
    let opened: Core[];
    let core: Core;

    const openCore = async (options: { limiter?: boolean } = {}): Promise<Core> => {
      const store = await setup.createStore(shared);
      const limiter = options.limiter === false || setup.createLimiter === undefined ? undefined : await setup.createLimiter(shared);
      const next = createCore({ store, ...(limiter === undefined ? {} : { limiter }), models: fixtureModels, clock: clock.now, reservationTtlMs: 60_000 });
      opened.push(next);
      return next;
    };

    const newToken = async (balance: number, token: Omit<CreateTokenInput, 'accountId'> = {}) => {
      const account = await core.admin.createAccount({ name: `acct-${(sequence += 1)}`, balance });
      const created = await core.admin.createToken({ accountId: account.id, ...token });
      const auth = await core.authenticate(created.secret);
      if (!auth.ok) throw new Error(`authentication failed: ${auth.reason}`);
      return { account, ...created, principal: auth.principal };
    };

    beforeEach(async () => {
      clock = createFakeClock();
      shared = { id: `t${process.pid}_${Date.now().toString(36)}_${(sequence += 1)}` };
      opened = [];
      core = await openCore();
    });

    afterEach(async () => {
      for (const each of opened) await each.close();
      await setup.destroy?.(shared);
    });

    const harness: StoreContractHarness = {
      get clock() {
        return clock;
      },
      get core() {
        return core;
      },
      openCore,
      newToken,
    };

    describeAuthenticationContract(harness);
    describeAdmissionContract(harness);
    describeConcurrencyContract(harness);
    describeInvariantContract(harness);
    describeLeaseContract(harness);
    describeLeaseRaceContract(harness);
    describeLeaseBudgetContract(harness);
    describeLeaseInterleavingContract(harness);
    describeRateLimitContract(harness);
    describeAdminContract(harness);
    describeBalanceAdjustmentContract(harness);
    describeRequestRecordContract(harness);
    describeUsageSeriesContract(harness);
  });
}
