import { createCore, createMemoryStore, type Core, type ModelDefinition, type Store } from '@modelgate/core';
import { createPostgresStore } from '@modelgate/core/postgres';
import { createRedisLimiter } from '@modelgate/core/redis';
import { createSqliteStore } from '@modelgate/core/sqlite';
import type { GatewayConfig, ModelConfig, StoreConfig } from '../config/gateway-config.js';

function createStore(store: StoreConfig): Store {
  switch (store.kind) {
    case 'sqlite':
      return createSqliteStore({ path: store.path });
    case 'postgres':
      return createPostgresStore({ connectionString: store.url, ...(store.schema === undefined ? {} : { schema: store.schema }) });
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
  if (model.displayName !== undefined) definition.displayName = model.displayName;
  if (model.ownedBy !== undefined) definition.ownedBy = model.ownedBy;
  return definition;
}

/**
 * The auth/quota core on the configured store (and Redis limiter when `redis` is set, unless `sharedLimits` is false:
 * the CLI's store commands admit no request and never connect to Redis).
 */
export function createCoreFromConfig(config: GatewayConfig, options: { sharedLimits?: boolean } = {}): Core {
  const shared = config.redis !== undefined && options.sharedLimits !== false;
  return createCore({
    store: createStore(config.store),
    ...(shared && config.redis !== undefined ? { limiter: createRedisLimiter({ url: config.redis }) } : {}),
    models: config.models.map(toModelDefinition),
    admissionLeaseMs: config.server.admissionLeaseMs,
  });
}
