import { parseCredits, type CoreAdmin } from '@modelgate/core';

/**
 * On an empty store, creates an account `demo` with 100 credits and a first token, so a fresh install can be called at
 * once; returns the secret (shown once). Returns undefined when accounts already exist.
 */
export async function ensureFirstToken(admin: CoreAdmin): Promise<{ accountName: string; secret: string } | undefined> {
  if ((await admin.listAccounts()).length > 0) return undefined;
  const account = await admin.createAccount({ name: 'demo', balance: parseCredits('100') ?? 0 });
  const { secret } = await admin.createToken({ accountId: account.id, name: 'first token' });
  return { accountName: account.name, secret };
}
