import { createHash } from 'node:crypto';

/** The SHA-256 of a token secret, hex-encoded: the only form in which a secret is stored. */
export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
