import { createCore, createMemoryStore, type Core, type Limiter, type ModelDefinition, type Store } from '@modelgate/core';
import { createPostgresStore } from '@modelgate/core/postgres';
import { createRedisLimiter } from '@modelgate/core/redis';
import { createSqliteStore } from '@modelgate/core/sqlite';
import type { GatewayConfig, ModelConfig, StoreConfig } from '../config/gateway-config.js';

function createStore(store: StoreConfig): Store {
  switch (store.kind) {
    case 'sqlite':
      return createSqliteStore({ path: store.path });
    case 'postgres':
      return createPostgresStore({
        connectionString: store.url,
        ...(store.schema === undefined ? {} : { schema: store.schema }),
        ...(store.poolSize === undefined ? {} : { maxConnections: store.poolSize }),
      });
    case 'memory':
      return createMemoryStore();
    default: {
      const never: never = store;
      throw new Error(`Unknown store ${JSON.stringify(never)}`);
    }
  }
}

export function toModelDefinition(model: ModelConfig): ModelDefinition {
  const definition: ModelDefinition = {
    id: model.id,
    pricing: {
      inputPerMillion: model.pricing.inputPerMillion,
      cachedInputPerMillion: model.pricing.cachedInputPerMillion,
      outputPerMillion: model.pricing.outputPerMillion,
    },
    defaultMaxOutputTokens: model.defaultMaxOutputTokens,
  };
  if (model.pricing.cacheWriteInputPerMillion !== undefined) definition.pricing.cacheWriteInputPerMillion = model.pricing.cacheWriteInputPerMillion;
  if (model.maxOutputTokens !== undefined) definition.maxOutputTokens = model.maxOutputTokens;
  if (model.displayName !== undefined) definition.displayName = model.displayName;
  if (model.ownedBy !== undefined) definition.ownedBy = model.ownedBy;
  return definition;
}

/** The Redis limiter when `redis` is set (rate limits shared by every instance), else none (the in-process one). */
export function createLimiterFromConfig(config: GatewayConfig, onError?: (error: unknown) => void): Limiter | undefined {
  return config.redis === undefined ? undefined : createRedisLimiter({ url: config.redis, ...(onError === undefined ? {} : { onError }) });
}

/**
 * The auth/quota core on the configured store, with `limiter` (createLimiterFromConfig) or the in-process one: the
 * CLI's store commands admit no request and pass none, so they never connect to Redis. `wrapStore` (the store's
 * latency metrics) wraps the store before the core gets it.
 */
export function createCoreFromConfig(config: GatewayConfig, limiter?: Limiter, wrapStore?: (store: Store) => Store): Core {
  const store = createStore(config.store);
  return createCore({
    store: wrapStore === undefined ? store : wrapStore(store),
    ...(limiter === undefined ? {} : { limiter }),
    models: config.models.map(toModelDefinition),
    admissionLeaseMs: config.server.admissionLeaseMs,
    reservationTtlMs: config.server.reservationTtlMs,
    instanceDeadAfterMs: config.server.instanceDeadAfterMs,
  });
}
