import type { StoreConfig } from './gateway-config.js';

/** `sqlite:./data/modelgate.db`, `postgres://…[?schema=name]` / `postgresql://…`, or `memory` (nothing kept after a restart). */
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
    // `?schema=name` picks the schema holding the tables (default modelgate); it is not passed to the driver.
    const url = new URL(value);
    const schema = url.searchParams.get('schema') ?? undefined;
    url.searchParams.delete('schema');
    if (schema !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(schema)) problems.push(`store: schema ${JSON.stringify(schema)} must be letters, digits and underscores`);
    return { kind: 'postgres', url: url.toString(), schema };
  }
  problems.push(`store: ${JSON.stringify(value)} is neither sqlite:<path>, postgres://… nor memory`);
  return { kind: 'memory' };
}
