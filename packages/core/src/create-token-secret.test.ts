import { describe, expect, it } from 'vitest';
import { compareHashes } from './compare-hashes.js';
import { createTokenSecret } from './create-token-secret.js';
import { hashTokenSecret } from './hash-token-secret.js';
import { parseTokenSecret } from './parse-token-secret.js';

describe('createTokenSecret', () => {
  it('makes mg-<prefix>-<random> secrets whose hash and prefix are what is stored', () => {
    const { secret, prefix, hash } = createTokenSecret();
    expect(secret).toMatch(/^mg-[a-z2-9]{8}-[A-Za-z0-9]{40}$/);
    expect(parseTokenSecret(secret)).toEqual({ prefix });
    expect(hash).toBe(hashTokenSecret(secret));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('never repeats itself', () => {
    const secrets = new Set(Array.from({ length: 1_000 }, () => createTokenSecret().secret));
    expect(secrets.size).toBe(1_000);
  });

  it('uses the injected randomness, without modulo bias (bytes past the last full alphabet run are skipped)', () => {
    const bytes = (size: number) => Buffer.alloc(size, 255);
    let calls = 0;
    // 255 is a fair draw from the 32-letter prefix alphabet but past 248 (4 × 62) for the 62-letter one.
    const mostlyRejected = (size: number) => (calls++ < 2 ? bytes(size) : Buffer.alloc(size, 0));
    expect(createTokenSecret(mostlyRejected).secret).toBe(`mg-99999999-${'a'.repeat(40)}`);
    expect(calls).toBe(3);
  });
});

describe('parseTokenSecret', () => {
  it.each(['', 'mg-', 'sk-abc', 'mg-ABCDEFGH-' + 'a'.repeat(40), 'mg-abcdefgh-' + 'a'.repeat(39), 'mg-abcdefgh-' + 'a'.repeat(40) + '\n'])(
    'refuses %j',
    (text) => {
      expect(parseTokenSecret(text)).toBeNull();
    },
  );
});

describe('compareHashes', () => {
  it('compares digests of equal and unequal length', () => {
    const hash = hashTokenSecret('x');
    expect(compareHashes(hash, hash)).toBe(true);
    expect(compareHashes(hash, hashTokenSecret('y'))).toBe(false);
    expect(compareHashes(hash, hash.slice(2))).toBe(false);
    expect(compareHashes('', '')).toBe(false);
  });
});
