import { timingSafeEqual } from 'node:crypto';

/** Compares two hex digests in constant time (for equal lengths). */
export function compareHashes(left: string, right: string): boolean {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}
