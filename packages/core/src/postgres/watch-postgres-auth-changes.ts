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
  onError?: (error: unknown) => void;
};

const KIND_BY_TABLE = { tokens: 'token', accounts: 'account' } as const;

/** The change a notification names, if it is one of this schema's. */
function readNotification(payload: string | undefined, schema: string) {
  if (payload === undefined) return undefined;
  try {
    const named = JSON.parse(payload) as { schema?: unknown; table?: unknown; id?: unknown };
    if (named.schema !== schema || typeof named.id !== 'string') return undefined;
    const kind = KIND_BY_TABLE[named.table as keyof typeof KIND_BY_TABLE];
    return kind === undefined ? undefined : { kind, id: named.id };
  } catch {
    return undefined;
  }
}

/**
 * Listens on a connection of its own (not the pool's: LISTEN holds its session) for the changes migration 20's
 * triggers announce, and tells `watcher`; a lost or refused connection is told (`watching(false)`) and tried again
 * every `retryMs` until `close()`.
 */
export function watchPostgresAuthChanges(options: PostgresAuthChangesOptions): { close(): Promise<void> } {
  const { schema, watcher } = options;
  let closed = false;
  let current: Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const tryAgainLater = (): void => {
    if (closed || retry !== undefined) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => options.onError?.(error));
    }, options.retryMs);
    retry.unref();
  };
  const lose = (client: Client): void => {
    if (current !== client) return;
    current = undefined;
    watcher.watching(false);
    client.end().catch(() => undefined);
    tryAgainLater();
  };
  const connect = async (): Promise<void> => {
    const { default: pg } = await import('pg');
    if (closed) return;
    // Named, so that an operator sees what the one idle session per instance in pg_stat_activity is.
    const client = new pg.Client({ connectionString: options.connectionString, application_name: `modelgate auth changes ${schema}`.slice(0, 63) });
    // Without a listener, the connection's error would be an unhandled 'error' event and end the process.
    client.on('error', (error) => {
      options.onError?.(error);
      lose(client);
    });
    client.on('end', () => lose(client));
    client.on('notification', (message) => {
      if (current !== client || message.channel !== AUTH_CHANGES_CHANNEL) return;
      const change = readNotification(message.payload, schema);
      if (change !== undefined) watcher.changed(change);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${AUTH_CHANGES_CHANNEL}`);
    } catch (error) {
      options.onError?.(error);
      client.end().catch(() => undefined);
      tryAgainLater();
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    watcher.watching(true);
  };

  connect().catch((error: unknown) => options.onError?.(error));
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
