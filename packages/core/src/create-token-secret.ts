import { randomBytes } from 'node:crypto';
import { hashTokenSecret } from './hash-token-secret.js';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const PREFIX_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export const TOKEN_PREFIX_LENGTH = 8;
const RANDOM_LENGTH = 40;

/** Random characters from `alphabet`, without modulo bias (rejection sampling). */
function randomString(alphabet: string, length: number, random: (size: number) => Buffer): string {
  const limit = 256 - (256 % alphabet.length);
  let result = '';
  while (result.length < length) {
    for (const byte of random(length * 2)) {
      if (byte < limit && result.length < length) result += alphabet[byte % alphabet.length];
    }
  }
  return result;
}

export type TokenSecret = {
  /** `mg-<prefix>-<random>`; shown once, never stored. */
  secret: string;
  /** The display prefix `mg-<prefix>`, stored and shown in listings. */
  prefix: string;
  /** SHA-256 hex of the secret. */
  hash: string;
};

/** A new token secret: an 8-character lookup prefix and 40 random base62 characters (about 238 bits). */
export function createTokenSecret(random: (size: number) => Buffer = randomBytes): TokenSecret {
  const prefix = `mg-${randomString(PREFIX_ALPHABET, TOKEN_PREFIX_LENGTH, random)}`;
  const secret = `${prefix}-${randomString(ALPHABET, RANDOM_LENGTH, random)}`;
  return { secret, prefix, hash: hashTokenSecret(secret) };
}
