import type { StoreConfig } from './gateway-config.js';

const MAX_POOL_SIZE = 1_000;

/** `sqlite:./data/modelgate.db`, `postgres://…[?schema=name&pool_size=n]` / `postgresql://…`, or `memory` (nothing kept after a restart). */
export function parseStoreConfig(value: unknown, problems: string[]): StoreConfig {
  if (value === undefined || value === null || value === '') return { kind: 'sqlite', path: './data/modelgate.db' };
  if (typeof value !== 'string') {
    problems.push('store: must be a string such as sqlite:./data/modelgate.db or postgres://user@host:5432/db');
    return { kind: 'memory' };
  }
  if (value === 'memory') return { kind: 'memory' };
  if (value.startsWith('sqlite:')) {
    const path = value.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (path === '') problems.push('store: sqlite: needs a file path, e.g. sqlite:./data/modelgate.db');
    return { kind: 'sqlite', path };
  }
  if (value.startsWith('postgres://') || value.startsWith('postgresql://')) {
    // `?schema=name` picks the schema holding the tables (default modelgate), `?pool_size=n` the connections each
    // instance keeps (default 10); neither is passed to the driver.
    const url = new URL(value);
    const schema = url.searchParams.get('schema') ?? undefined;
    const poolSize = url.searchParams.get('pool_size') ?? undefined;
    url.searchParams.delete('schema');
    url.searchParams.delete('pool_size');
    if (schema !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(schema)) problems.push(`store: schema ${JSON.stringify(schema)} must be letters, digits and underscores`);
    if (poolSize !== undefined && !(/^\d+$/.test(poolSize) && Number(poolSize) >= 1 && Number(poolSize) <= MAX_POOL_SIZE)) {
      problems.push(`store: pool_size ${JSON.stringify(poolSize)} must be a whole number from 1 to ${MAX_POOL_SIZE}`);
    }
    return { kind: 'postgres', url: url.toString(), schema, poolSize: poolSize === undefined ? undefined : Number(poolSize) };
  }
  problems.push(`store: ${JSON.stringify(value)} is neither sqlite:<path>, postgres://… nor memory`);
  return { kind: 'memory' };
}
