import { randomBytes } from 'node:crypto';

/**
 * IDs such as `req_3f9c…1a`: a random part drawn once per process (unique across instances and restarts) and a
 * counter, so minting one costs no system randomness. They name things; they are not secrets.
 */
export function createIdGenerator(): { newId(prefix: string): string } {
  const base = randomBytes(9).toString('base64url');
  let counter = 0;
  return { newId: (prefix) => `${prefix}${base}${(counter++).toString(36).padStart(6, '0')}` };
}
