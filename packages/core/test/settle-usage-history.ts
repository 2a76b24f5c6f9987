import type { Core } from '../src/index.js';
import type { createFakeClock } from './create-fake-clock.js';
import { claudeSonnet, gpt4o } from './__fixtures__/fixture-models.js';

/**
 * Settles six requests of one token over three UTC hours (two models, one hour with two of the same model) on a core
 * whose clock is `clock`, so an hourly rollup has rows to sum and rows to add to. Returns the account's ID.
 */
export async function settleUsageHistory(core: Core, clock: ReturnType<typeof createFakeClock>): Promise<string> {
  const account = await core.admin.createAccount({ name: `rollup-${clock.now()}`, balance: 100_000_000 });
  const { secret } = await core.admin.createToken({ accountId: account.id });
  const auth = await core.authenticate(secret);
  if (!auth.ok) throw new Error(auth.reason);
  const start = clock.now();
  for (const [index, minutes] of [0, 10, 59, 61, 62, 150].entries()) {
    clock.set(start + minutes * 60_000);
    const admitted = await core.admit(auth.principal, index % 3 === 2 ? claudeSonnet : gpt4o, { inputTokens: 1_000, requestId: `rollup-${index}` });
    if (!admitted.ok) throw new Error(admitted.message);
    await core.settle(admitted.reservation, { inputTokens: 1_000 + index, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 10 * index, status: 'ok' });
  }
  return account.id;
}
