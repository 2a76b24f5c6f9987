import { performance } from 'node:perf_hooks';
import type { Registry } from 'prom-client';
import { loadPromClient } from './load-prom-client.js';

export type DependencyMetrics = {
  /** The store with each of its calls timed in `modelgate_store_operation_duration_seconds`. */
  timeStore<T extends object>(store: T): T;
  /** The Redis limiter with each of its calls timed in `modelgate_redis_operation_duration_seconds`. */
  timeRedis<T extends object>(limiter: T): T;
};

const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

type Observe = (operation: string, seconds: number, outcome: 'ok' | 'error') => void;

/**
 * `target` with every method that returns a promise timed from the call to its settling, by method name and outcome.
 * Other properties and `close` pass through untimed. A wrapped method is made once per name.
 */
function timeCalls<T extends object>(target: T, observe: Observe): T {
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string' || property === 'close') return value;
      let timed = wrapped.get(property);
      if (timed === undefined) {
        const method = value as (...args: unknown[]) => unknown;
        timed = (...args: unknown[]): unknown => {
          const started = performance.now();
          const result = method.apply(object, args);
          if (!(result instanceof Promise)) return result;
          return result.then(
            (settled: unknown) => {
              observe(property, (performance.now() - started) / 1000, 'ok');
              return settled;
            },
            (error: unknown) => {
              observe(property, (performance.now() - started) / 1000, 'error');
              throw error;
            },
          );
        };
        wrapped.set(property, timed);
      }
      return timed;
    },
  });
}

/**
 * Latency of the calls the auth/quota core makes to its store (SQLite, PostgreSQL or memory) and to Redis, timed on
 * the gateway's side of the core's ports, so the core stays free of metrics.
 */
export function createDependencyMetrics(registry: Registry): DependencyMetrics {
  const { Histogram } = loadPromClient();
  const histogram = (name: string, what: string): Observe => {
    const metric = new Histogram({ name, help: `Time of each ${what} call, by operation and outcome (ok, error).`, labelNames: ['operation', 'outcome'], buckets: BUCKETS, registers: [registry] });
    return (operation, seconds, outcome) => metric.observe({ operation, outcome }, seconds);
  };
  const store = histogram('modelgate_store_operation_duration_seconds', 'store (SQLite, PostgreSQL or memory)');
  const redis = histogram('modelgate_redis_operation_duration_seconds', 'Redis (rate and concurrency limits)');
  return {
    timeStore: (target) => timeCalls(target, store),
    timeRedis: (target) => timeCalls(target, redis),
  };
}
