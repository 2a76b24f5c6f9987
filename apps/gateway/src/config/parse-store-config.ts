import type { StoreConfig } from './gateway-config.js';

/** `sqlite:./data/modelgate.db`, `postgres://…` / `postgresql://…`, or `memory` (nothing kept after a restart). */
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
  if (value.startsWith('postgres://') || value.startsWith('postgresql://')) return { kind: 'postgres', url: value };
  problems.push(`store: ${JSON.stringify(value)} is neither sqlite:<path>, postgres://… nor memory`);
  return { kind: 'memory' };
}
