import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import type { AuthChangeWatcher } from '../store.js';
import { AUTH_CHANGES_CHANNEL } from './auth-changes-channel.js';

export type PostgresAuthChangesOptions = {
  connectionString: string;
  /** Only this schema's changes are told (the channel is the database's). */
  schema: string;
  watcher: AuthChangeWatcher;
  /** How long to wait before connecting again after the connection failed or was lost. */
  retryMs: number;
  /**
   * Sends `pg_notify(AUTH_CHANGES_CHANNEL, payload)` over another connection (the store's pool): the listener's check
   * that notifications reach it, at once and then every `checkEveryMs`. Behind a pooler in transaction mode LISTEN
   * succeeds but nothing comes back, and a connection cut without a reset (a partition, a failover) stays silent: a
   * check not back within `checkWithinMs` counts as the connection lost.
   */
  sendCheck(payload: string): Promise<unknown>;
  checkEveryMs: number;
  checkWithinMs: number;
  onError?: (error: unknown) => void;
};

const KIND_BY_TABLE = { tokens: 'token', accounts: 'account' } as const;

/** The change a notification names, if it is one of this schema's. */
function readNotification(payload: string | undefined, schema: string) {
  if (payload === undefined) return undefined;
  try {
    const named = JSON.parse(payload) as { schema?: unknown; table?: unknown; id?: unknown; added?: unknown; check?: unknown };
    if (named.schema !== schema) return undefined;
    if (typeof named.check === 'string') return { check: named.check };
    if (typeof named.id !== 'string') return undefined;
    const kind = KIND_BY_TABLE[named.table as keyof typeof KIND_BY_TABLE];
    if (kind === undefined) return undefined;
    return named.added === true ? { kind, id: named.id, added: true } : { kind, id: named.id };
  } catch {
    return undefined;
  }
}

/**
 * Listens on a connection of its own (not the pool's: LISTEN holds its session) for the changes migrations 20 and 21's
 * triggers announce, and tells `watcher`; `watching(true)` once a notification sent through another connection came
 * back (and again every `checkEveryMs`); a lost or refused connection, or a check not back in time, is told
 * (`watching(false)`) and tried again later until `close()`.
 */
export function watchPostgresAuthChanges(options: PostgresAuthChangesOptions): { close(): Promise<void> } {
  const { schema, watcher } = options;
  let closed = false;
  /** The connection that listens, once LISTEN succeeded. */
  let current: Client | undefined;
  /** Whether `watching(true)` was told for `current` (its first check came back). */
  let confirmed = false;
  let retry: NodeJS.Timeout | undefined;
  let checks: NodeJS.Timeout | undefined;
  let pending: { nonce: string; timer: NodeJS.Timeout } | undefined;

  const tryAgainLater = (afterMs: number): void => {
    if (closed || retry !== undefined) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => options.onError?.(error));
    }, afterMs);
    retry.unref();
  };
  const lose = (client: Client, retryAfterMs = options.retryMs): void => {
    if (current !== client) return;
    current = undefined;
    clearInterval(checks);
    clearTimeout(pending?.timer);
    pending = undefined;
    if (confirmed) {
      confirmed = false;
      watcher.watching(false);
    }
    client.end().catch(() => undefined);
    tryAgainLater(retryAfterMs);
  };
  const check = (client: Client): void => {
    const nonce = randomUUID();
    const timer = setTimeout(() => {
      options.onError?.(new Error(`PostgreSQL notifications did not come back to the auth changes listener within ${options.checkWithinMs} ms `
        + '(behind a pooler in transaction mode they never do): changes to tokens and accounts made elsewhere show within the auth cache\'s short TTL only'));
      // Tried again later, not every second: behind a pooler every try fails alike.
      lose(client, Math.max(options.retryMs, options.checkEveryMs));
    }, options.checkWithinMs);
    timer.unref();
    pending = { nonce, timer };
    options.sendCheck(JSON.stringify({ schema, check: nonce })).catch((error: unknown) => {
      options.onError?.(error);
      lose(client);
    });
  };
  const connect = async (): Promise<void> => {
    const { default: pg } = await import('pg');
    if (closed) return;
    // Named, so that an operator sees what the one idle session per instance in pg_stat_activity is.
    const client = new pg.Client({
      connectionString: options.connectionString, application_name: `modelgate auth changes ${schema}`.slice(0, 63), keepAlive: true,
    });
    // Without a listener, the connection's error would be an unhandled 'error' event and end the process.
    client.on('error', (error) => {
      options.onError?.(error);
      lose(client);
    });
    client.on('end', () => lose(client));
    client.on('notification', (message) => {
      if (current !== client || message.channel !== AUTH_CHANGES_CHANNEL) return;
      const told = readNotification(message.payload, schema);
      if (told === undefined) return;
      if ('check' in told) {
        if (pending === undefined || pending.nonce !== told.check) return;
        clearTimeout(pending.timer);
        pending = undefined;
        if (!confirmed) {
          confirmed = true;
          watcher.watching(true);
        }
        return;
      }
      watcher.changed(told);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${AUTH_CHANGES_CHANNEL}`);
    } catch (error) {
      options.onError?.(error);
      client.end().catch(() => undefined);
      tryAgainLater(options.retryMs);
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    // Watching is told once a check comes back, and stops when one does not.
    check(client);
    checks = setInterval(() => {
      if (current === client && pending === undefined) check(client);
    }, options.checkEveryMs);
    checks.unref();
  };

  connect().catch((error: unknown) => options.onError?.(error));
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(checks);
      clearTimeout(pending?.timer);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
