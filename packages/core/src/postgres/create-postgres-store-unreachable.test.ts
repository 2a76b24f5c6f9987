import { describe, expect, it } from 'vitest';
import { createPostgresStore } from './create-postgres-store.js';

describe('createPostgresStore with nothing listening', () => {
  it('rejects every call with the connection error', async () => {
    const store = createPostgresStore({ connectionString: 'postgres://postgres@127.0.0.1:1/test' });
    await expect(store.listAccounts()).rejects.toThrow(/ECONNREFUSED/);
    await expect(store.findAuthRecord('mg-abcdefgh')).rejects.toThrow(/ECONNREFUSED/);
    await store.close();
  });
});
