import { createCore } from '@modelgate/core';
import { createPostgresStore } from '@modelgate/core/postgres';

export type TeamTokensInput = {
  postgresUrl: string;
  schema: string;
  /** A token of the account (the one the gateway printed); the new tokens join its account. */
  secret: string;
  /** How many tokens the account ends up with, `secret`'s included. */
  count: number;
};

/**
 * Gives the account of `secret` `count` tokens in all (a team account with a token per member or per agent), written
 * straight into the gateway's PostgreSQL schema; resolves to their secrets, `secret` first.
 */
export async function createTeamTokens({ postgresUrl, schema, secret, count }: TeamTokensInput): Promise<string[]> {
  const core = createCore({ store: createPostgresStore({ connectionString: postgresUrl, schema, maxConnections: 4 }), models: [], instanceDeadAfterMs: 0 });
  try {
    const found = await core.authenticate(secret);
    if (!found.ok) throw new Error(`the gateway's token does not authenticate (${found.reason})`);
    const secrets = [secret];
    for (let index = 1; index < count; index += 1) {
      const created = await core.admin.createToken({ accountId: found.principal.accountId, name: `bench-team-${index}` });
      secrets.push(created.secret);
    }
    return secrets;
  } finally {
    await core.close();
  }
}
