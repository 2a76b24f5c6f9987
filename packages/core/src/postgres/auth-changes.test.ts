import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureModels, gpt4o } from '../../test/__fixtures__/fixture-models.js';
import { dropPostgresSchemas, POSTGRES_URL, requireServices } from '../../test/test-services.js';
import type { AuthenticateResult, Core } from '../core.js';
import { createCore } from '../create-core.js';
import { createTokenSecret } from '../create-token-secret.js';
import type { AuthChange, Store } from '../store.js';
import { AUTH_CHANGES_CHANNEL } from './auth-changes-channel.js';
import { createPostgresStore } from './create-postgres-store.js';
import { watchPostgresAuthChanges } from './watch-postgres-auth-changes.js';

await requireServices('postgres');
const runId = `${process.pid}_${Date.now().toString(36)}`;
const schema = `mg_test_auth_changes_${runId}`;
const cores: Core[] = [];

/** A store of the schema that counts its token reads and records the watch states it told. */
function observedStore() {
  const store = createPostgresStore({ connectionString: POSTGRES_URL, schema });
  const seen = { reads: 0, states: [] as boolean[], changes: [] as AuthChange[] };
  const observed: Store = {
    ...store,
    findAuthRecord: (prefix) => {
      seen.reads += 1;
      return store.findAuthRecord(prefix);
    },
    findAuthRecords: (prefixes) => {
      seen.reads += 1;
      return store.findAuthRecords(prefixes);
    },
    watchAuthChanges: (watcher) => store.watchAuthChanges!({
      changed: (change) => {
        seen.changes.push(change);
        watcher.changed(change);
      },
      watching: (on) => {
        seen.states.push(on);
        watcher.watching(on);
      },
    }),
  };
  return { store: observed, seen };
}

/** Polls `check` every 20 ms for up to 5 s; resolves with how long it took, or throws. */
async function within<T>(what: string, check: () => Promise<T | undefined> | T | undefined): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return { value, ms: Date.now() - started };
    if (Date.now() - started > 5_000) throw new Error(`not within 5 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Instance A (real clock) makes the changes; instance B (a clock the test moves) keeps what it read. */
async function twoInstances() {
  const a = createCore({ store: createPostgresStore({ connectionString: POSTGRES_URL, schema }), models: fixtureModels });
  const b = observedStore();
  let now = Date.now();
  const coreB = createCore({ store: b.store, models: fixtureModels, clock: () => now, authCacheTtlMs: 1_000, watchedAuthCacheTtlMs: 60_000 });
  cores.push(a, coreB);
  await within('B watches', () => (b.seen.states.at(-1) === true ? true : undefined));
  const account = await a.admin.createAccount({ name: `auth-changes-${Math.random()}`, balance: 1_000_000_000 });
  const { token, secret } = await a.admin.createToken({ accountId: account.id });
  // Told after B's first read, the token's addition would keep what that read said for the short TTL only.
  await within('B told of the token', () => (b.seen.changes.some((change) => change.id === token.id && change.added === true) ? true : undefined));
  return { a, b: coreB, seen: b.seen, account, token, secret, advance: (ms: number) => { now += ms; } };
}

/** Runs a statement on a connection of its own, as an operator or another tool would: its rows. */
async function byHand(text: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

const refusedFor = (result: AuthenticateResult) => (result.ok ? undefined : result.reason);

describe('PostgreSQL tells every instance of a change to a token or account', () => {
  afterAll(async () => {
    await Promise.all(cores.map((core) => core.close()));
    await dropPostgresSchemas(schema);
  });

  it('keeps a token for the long TTL while watching, and refuses it as soon as another instance revokes it', async () => {
    const { a, b, seen, token, secret, advance } = await twoInstances();
    expect((await b.authenticate(secret)).ok).toBe(true);
    const reads = seen.reads;
    advance(30_000);
    expect((await b.authenticate(secret)).ok).toBe(true);
    expect(seen.reads).toBe(reads);
    await a.admin.revokeToken(token.id);
    const { value } = await within('B refuses the revoked token', async () => refusedFor(await b.authenticate(secret)));
    expect(value).toBe('revoked_token');
  });

  it('refuses a token at once when another instance suspends its account, and serves a token\'s new models', async () => {
    const { a, b, account, token, secret } = await twoInstances();
    const first = await b.authenticate(secret);
    expect(first.ok && first.principal.visibleModelIds).toBe(null);
    await a.admin.updateToken(token.id, { visibleModelIds: [gpt4o.id] });
    await within('B sees the token\'s models', async () => {
      const result = await b.authenticate(secret);
      return result.ok && result.principal.visibleModelIds?.join() === gpt4o.id ? true : undefined;
    });
    await a.admin.suspendAccount(account.id);
    const { value } = await within('B refuses the suspended account', async () => refusedFor(await b.authenticate(secret)));
    expect(value).toBe('account_suspended');
  });

  it('accepts a token row put back by hand at once, where it had cached that the secret was unknown', async () => {
    const { b, token, secret, advance } = await twoInstances();
    // An operator deletes the row and later restores it from a copy, outside ModelGate.
    const [row] = await byHand(`SELECT * FROM "${schema}".tokens WHERE id = $1`, [token.id]);
    await byHand(`DELETE FROM "${schema}".tokens WHERE id = $1`, [token.id]);
    await within('B refuses the deleted token', async () => refusedFor(await b.authenticate(secret)));
    advance(5_000);
    expect(refusedFor(await b.authenticate(secret))).toBe('unknown_token');
    const columns = Object.keys(row!);
    await byHand(
      `INSERT INTO "${schema}".tokens (${columns.map((name) => `"${name}"`).join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
      columns.map((name) => row![name]),
    );
    const { value } = await within('B accepts the restored token', async () => ((await b.authenticate(secret)).ok ? true : undefined));
    expect(value).toBe(true);
  });

  it('accepts a secret it found unknown at once when a token row is given it by hand', async () => {
    const { b, seen, token, advance } = await twoInstances();
    const known = createTokenSecret();
    expect(refusedFor(await b.authenticate(known.secret))).toBe('unknown_token');
    const reads = seen.reads;
    advance(30_000);
    expect(refusedFor(await b.authenticate(known.secret))).toBe('unknown_token');
    expect(seen.reads).toBe(reads);
    await byHand(`UPDATE "${schema}".tokens SET prefix = $1, hash = $2 WHERE id = $3`, [known.prefix, known.hash, token.id]);
    await within('B accepts the secret', async () => ((await b.authenticate(known.secret)).ok ? true : undefined));
  });

  it('drops every token one statement changes by hand', async () => {
    const { a, b, account, secret } = await twoInstances();
    const others = await Promise.all(Array.from({ length: 5 }, () => a.admin.createToken({ accountId: account.id })));
    const secrets = [secret, ...others.map((created) => created.secret)];
    for (const each of secrets) expect((await b.authenticate(each)).ok).toBe(true);
    await byHand(`UPDATE "${schema}".tokens SET status = 'revoked' WHERE account_id = $1`, [account.id]);
    for (const each of secrets) {
      const { value } = await within('B refuses every revoked token', async () => refusedFor(await b.authenticate(each)));
      expect(value).toBe('revoked_token');
    }
  });

  it('announces no settlement or top-up, only the changes that decide an authentication', async () => {
    const { a, account, secret } = await twoInstances();
    const listener = new pg.Client({ connectionString: POSTGRES_URL });
    await listener.connect();
    const told: string[] = [];
    listener.on('notification', (message) => {
      if (message.payload?.includes(schema) === true) told.push(message.payload);
    });
    await listener.query(`LISTEN ${AUTH_CHANGES_CHANNEL}`);
    try {
      const auth = await a.authenticate(secret);
      if (!auth.ok) throw new Error(auth.reason);
      for (let index = 0; index < 5; index += 1) {
        const admitted = await a.admit(auth.principal, gpt4o, { inputTokens: 100, requestId: `r${index}` });
        if (!admitted.ok) throw new Error(admitted.message);
        await a.settle(admitted.reservation, { inputTokens: 100, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 10, status: 'ok' });
      }
      await a.admin.topUp(account.id, 1_000);
      // A notification is delivered after its transaction commits; a round trip on the listener's own connection
      // after them lets any of those arrive first.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await listener.query('SELECT 1');
      expect(told).toEqual([]);
      await a.admin.suspendAccount(account.id);
      await within('the suspension told', () => (told.length > 0 ? true : undefined));
      expect(JSON.parse(told[0]!)).toEqual({ schema, table: 'accounts', id: account.id });
    } finally {
      await listener.end();
    }
  });

  it('trusts its entries for the short TTL once the listening connection is lost, and long again after it reconnects', async () => {
    const { b, seen, secret, advance } = await twoInstances();
    expect((await b.authenticate(secret)).ok).toBe(true);
    const killer = new pg.Client({ connectionString: POSTGRES_URL });
    await killer.connect();
    try {
      const killed = await killer.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [`modelgate auth changes ${schema}`.slice(0, 63)],
      );
      expect(killed.rowCount).toBeGreaterThan(0);
    } finally {
      await killer.end();
    }
    await within('B told it no longer watches', () => (seen.states.includes(false) ? true : undefined));
    let reads = seen.reads;
    advance(2_000);
    expect((await b.authenticate(secret)).ok).toBe(true);
    expect(seen.reads).toBe(reads + 1);
    await within('B watches again', () => (seen.states.at(-1) === true ? true : undefined));
    advance(2_000);
    expect((await b.authenticate(secret)).ok).toBe(true);
    reads = seen.reads;
    advance(30_000);
    expect((await b.authenticate(secret)).ok).toBe(true);
    expect(seen.reads).toBe(reads);
  });
});

describe('watchPostgresAuthChanges', () => {
  it('tells it watches only once a check sent over another connection comes back (never behind a pooler in transaction mode)', async () => {
    // A check names the schema but needs neither its tables nor its triggers.
    const pool = new pg.Pool({ connectionString: POSTGRES_URL, max: 1 });
    const run = async (sendCheck: (payload: string) => Promise<unknown>) => {
      const states: boolean[] = [];
      const errors: string[] = [];
      const watch = watchPostgresAuthChanges({
        connectionString: POSTGRES_URL, schema, retryMs: 60_000, checkEveryMs: 60_000, checkWithinMs: 500,
        watcher: { changed: () => undefined, watching: (on) => states.push(on) }, sendCheck, onError: (error) => errors.push(String(error)),
      });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await watch.close();
      return { states, errors };
    };
    try {
      // A pooler in transaction mode: the listener's LISTEN succeeds, but what is sent never reaches it.
      const lost = await run(async () => undefined);
      expect(lost.states).toEqual([]);
      expect(lost.errors.join()).toContain('did not come back');
      const reached = await run((payload) => pool.query('SELECT pg_notify($1, $2)', [AUTH_CHANGES_CHANNEL, payload]));
      expect(reached).toEqual({ states: [true], errors: [] });
    } finally {
      await pool.end();
    }
  });
});
