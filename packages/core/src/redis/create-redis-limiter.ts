import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RATE_WINDOW_MS, getRateBucketStart } from '../check-rate-window.js';
import type { Limiter, LimiterRejection, LimiterTicket } from '../limiter.js';
import { ACQUIRE_SCRIPT, ADJUST_SCRIPT, CANCEL_SCRIPT, RENEW_SCRIPT } from './redis-limiter-scripts.js';

export type RedisLimiterOptions = {
  /** e.g. `redis://127.0.0.1:6379`. Ignored when `client` is given. */
  url?: string;
  /** An existing connection (not closed by `close`). */
  client?: Redis;
  /** Prefix of every key (default `modelgate:rl`). */
  keyPrefix?: string;
  /**
   * Told about the connection errors of a client this limiter created, once per outage: the first error after the
   * client was ready (ioredis reconnects by itself and errs at every attempt meanwhile). Log it.
   */
  onError?: (error: unknown) => void;
};

const LIMITS: Record<number, LimiterRejection['limit']> = { 1: 'rpm', 2: 'tpm', 3: 'concurrency' };

/** Rate limits shared by every instance through Redis: atomic Lua scripts, keys that expire by themselves. */
export function createRedisLimiter(options: RedisLimiterOptions): Limiter {
  const owned = options.client === undefined;
  // The last connection error of an owned client, to name the cause when a call fails for want of a connection.
  let lastConnectionError: unknown;
  // `ioredis` is loaded here, not at import time: a gateway without Redis never pays its memory. Every call awaits it.
  const connected: Promise<Redis> = options.client !== undefined
    ? Promise.resolve(options.client)
    : import('ioredis').then(({ Redis: RedisClient }) => {
        const created = new RedisClient(options.url ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 2 });
        // An 'error' event without a listener would crash the process; this one reports each outage once.
        let failing = false;
        created.on('error', (error: unknown) => {
          lastConnectionError = error;
          if (!failing) options.onError?.(error);
          failing = true;
        });
        created.on('ready', () => {
          lastConnectionError = undefined;
          failing = false;
        });
        return created;
      });
  connected.catch(() => undefined);
  const prefix = options.keyPrefix ?? 'modelgate:rl';
  const keysOf = (key: string): [string, string, string] => {
    const base = `${prefix}:{${key}}`;
    return [`${base}:requests`, `${base}:tokens`, `${base}:slots`];
  };

  const sha = (script: string) => createHash('sha1').update(script).digest('hex');
  const scripts = { acquire: [ACQUIRE_SCRIPT, sha(ACQUIRE_SCRIPT)], adjust: [ADJUST_SCRIPT, sha(ADJUST_SCRIPT)], cancel: [CANCEL_SCRIPT, sha(CANCEL_SCRIPT)],
    renew: [RENEW_SCRIPT, sha(RENEW_SCRIPT)] } as const;
  const run = async (name: keyof typeof scripts, keys: string[], args: (string | number)[]): Promise<unknown> => {
    const [source, digest] = scripts[name];
    const redis = await connected;
    try {
      return await redis.evalsha(digest, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes('NOSCRIPT')) throw error;
      return redis.eval(source, keys.length, ...keys, ...args);
    }
  };

  return {
    kind: 'redis',
    async acquire({ key, limits, tokens, leaseId, leaseExpiresAt, now }) {
      const bucket = getRateBucketStart(now);
      const reply = await run('acquire', keysOf(key), [
        now, bucket, RATE_WINDOW_MS, limits.requestsPerMinute ?? -1, limits.tokensPerMinute ?? -1, limits.concurrentRequests ?? -1,
        tokens, leaseId, leaseExpiresAt,
      ]);
      const [code, retryAfterMs] = Array.isArray(reply) ? reply.map(Number) : [Number.NaN, 0];
      if (code === 0) return { ok: true, ticket: { key, leaseId, windowStart: bucket, tokens } };
      const limit = LIMITS[code ?? Number.NaN];
      if (limit === undefined) throw new Error(`unexpected reply from the acquire script: ${JSON.stringify(reply)}`);
      return { ok: false, limit, ...(retryAfterMs === undefined || retryAfterMs < 0 ? {} : { retryAfterMs }) };
    },
    async adjustTokens(ticket: LimiterTicket, tokensDelta: number) {
      if (tokensDelta === 0) return;
      await run('adjust', [keysOf(ticket.key)[1]], [ticket.windowStart, tokensDelta]);
    },
    async renew(ticket, leaseExpiresAt, now) {
      await run('renew', [keysOf(ticket.key)[2]], [ticket.leaseId, leaseExpiresAt, now]);
    },
    async release(ticket) {
      await (await connected).zrem(keysOf(ticket.key)[2], ticket.leaseId);
    },
    async cancel(ticket) {
      await run('cancel', keysOf(ticket.key), [ticket.windowStart, ticket.tokens, ticket.leaseId]);
    },
    async ping() {
      try {
        await (await connected).ping();
      } catch (error) {
        const cause = lastConnectionError instanceof Error ? lastConnectionError.message : undefined;
        if (cause === undefined) throw error;
        throw new Error(`Redis does not answer: ${cause}`, { cause: error });
      }
    },
    async close() {
      if (owned) await (await connected).quit();
    },
  };
}
