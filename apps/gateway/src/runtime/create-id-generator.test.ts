import { describe, expect, it } from 'vitest';
import { createIdGenerator } from './create-id-generator.js';

describe('createIdGenerator', () => {
  it('mints distinct prefixed IDs, distinct across generators', () => {
    const first = createIdGenerator();
    const second = createIdGenerator();
    const ids = new Set([...Array.from({ length: 100 }, () => first.newId('req_')), second.newId('req_')]);
    expect(ids.size).toBe(101);
    expect([...ids].every((id) => /^req_[A-Za-z0-9_-]{12}[0-9a-z]{6,}$/.test(id))).toBe(true);
  });
});
