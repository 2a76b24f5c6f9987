import { createConnection } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { quoteIdentifier } from '../src/postgres/migrate-postgres.js';

export const POSTGRES_URL = process.env.MODELGATE_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.MODELGATE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something listens at the URL's host and port (one bounded TCP attempt). */
function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || defaultPort), timeout: 1_000 });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/**
 * Fails (throws) unless something listens at each service's URL: tests that need PostgreSQL or Redis never skip, so
 * an unreachable service fails them at once with this message instead of passing unnoticed or timing out.
 */
export async function requireServices(...services: ('postgres' | 'redis')[]): Promise<void> {
  for (const service of services) {
    const url = service === 'postgres' ? POSTGRES_URL : REDIS_URL;
    if (await reachable(url, service === 'postgres' ? 5432 : 6379)) continue;
    throw new Error(`${service} is unreachable at ${url}: these tests need it. Start ${service} or set MODELGATE_TEST_${service.toUpperCase()}_URL.`);
  }
}

/** Deletes the keys under `prefix` (a bounded SCAN). */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    for (let round = 0; round < 1_000; round += 1) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
      if (cursor === '0') break;
    }
  } finally {
    await redis.quit();
  }
}

/** Drops a test's own PostgreSQL schemas and everything in them, on a connection of its own. */
export async function dropPostgresSchemas(...schemas: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
  } finally {
    await client.end();
  }
}
