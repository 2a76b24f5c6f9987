import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as core from './index.js';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

describe('public API', () => {
  it('exports exactly the documented runtime names (README.md § Public API)', () => {
    expect(Object.keys(core).sort()).toEqual([
      'CoreError', 'MICROS_PER_CREDIT', 'NO_RATE_LIMITS', 'RATE_BUCKET_MS', 'RATE_WINDOW_MS', 'checkRateWindow', 'computeCost',
      'computeWorstCaseCost', 'createCore', 'createMemoryLimiter', 'createMemoryStore', 'createTokenSecret',
      'findModelSuggestions', 'formatCredits', 'getQuotaWindow', 'getRateBucketStart', 'hashTokenSecret', 'parseCredits',
      'parseTokenSecret',
    ]);
  });

  it('exports each driver-backed adapter from its own subpath only', async () => {
    const [sqlite, postgres, redis] = await Promise.all([
      import('@modelgate/core/sqlite'),
      import('@modelgate/core/postgres'),
      import('@modelgate/core/redis'),
    ]);
    expect(Object.keys(sqlite)).toEqual(['createSqliteStore']);
    expect(Object.keys(postgres)).toEqual(['createPostgresStore']);
    expect(Object.keys(redis)).toEqual(['createRedisLimiter']);
  });

  it('loads no database driver for a core on the memory store (the drivers are optional peers)', async () => {
    const script = `
      import { createRequire } from 'node:module';
      const core = await import('./src/index.ts');
      const embedded = core.createCore({ store: core.createMemoryStore(), models: [] });
      await embedded.close();
      const loaded = Object.keys(createRequire(import.meta.url).cache)
        .filter((path) => /[\\/]node_modules[\\/](better-sqlite3|pg|ioredis)[\\/]/.test(path));
      process.stdout.write(JSON.stringify(loaded));
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: packageRoot });
    expect(JSON.parse(stdout)).toEqual([]);
  });

  it('loads pg and ioredis only when a PostgreSQL store or a Redis limiter is created (issue 7: idle RSS)', async () => {
    // A fresh process: the modules this one has loaded (the other tests' drivers) must not count.
    const script = `
      import { createRequire } from 'node:module';
      const core = await import('./src/index.ts');
      const { createSqliteStore } = await import('./src/sqlite/index.ts');
      const { createPostgresStore } = await import('./src/postgres/index.ts');
      const { createRedisLimiter } = await import('./src/redis/index.ts');
      const drivers = () => Object.keys(createRequire(import.meta.url).cache)
        .filter((path) => /[\\\\/]node_modules[\\\\/](pg|ioredis)[\\\\/]/.test(path)).length;
      const embedded = core.createCore({ store: createSqliteStore({ path: ':memory:' }), models: [] });
      await embedded.close();
      const before = drivers();
      const store = createPostgresStore({ connectionString: 'postgres://postgres@127.0.0.1:1/none' });
      const limiter = createRedisLimiter({ url: 'redis://127.0.0.1:1', onError: () => undefined });
      await Promise.allSettled([store.listAccounts(), limiter.close()]);
      await store.close();
      process.stdout.write(JSON.stringify({ before, after: drivers() }));
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: packageRoot });
    const counts = JSON.parse(stdout) as { before: number; after: number };
    expect(counts.before).toBe(0);
    expect(counts.after).toBeGreaterThan(0);
  });
});
