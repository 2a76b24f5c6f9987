export { createSqliteStore } from './create-sqlite-store.js';

export type { SqliteStoreOptions } from './create-sqlite-store.js';
