import type { Core, CreateTokenInput, Principal, Token, Account } from '../../src/index.js';
import type { createFakeClock } from '../create-fake-clock.js';

export const usage1k = { inputTokens: 1_000, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 200, status: 'ok' as const };
/** 1000 × 2.5 + 200 × 10 credits/M */
export const COST_USAGE_1K = 4_500;

/** What each contract section works with; the fields are replaced before every test. */
export type StoreContractHarness = {
  clock: ReturnType<typeof createFakeClock>;
  core: Core;
  /** Another core (another instance) on the same store. */
  openCore(options?: { limiter?: boolean }): Promise<Core>;
  /** A new account with `balance` and one token on it, already authenticated. */
  newToken(balance: number, token?: Omit<CreateTokenInput, 'accountId'>): Promise<{ account: Account; token: Token; secret: string; principal: Principal }>;
};
