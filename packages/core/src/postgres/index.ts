export { createPostgresStore } from './create-postgres-store.js';

export type { PostgresStoreOptions } from './create-postgres-store.js';
