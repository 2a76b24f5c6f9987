import { randomFillSync } from 'node:crypto';

const pool = Buffer.alloc(4_096);
let offset = pool.length;

/**
 * A unique ID with a readable type prefix: `acct_…`, `tok_…`, `res_…`, `led_…`, `top_…`, then 32 hex digits: the
 * time in milliseconds (12) and 80 random bits (20). Time first, so IDs made one after another sort together and
 * land side by side in a B-tree index (the ledger's reservation index, the reservations table) instead of on a
 * random page each.
 */
export function createId(prefix: string): string {
  if (offset + 10 > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const random = pool.toString('hex', offset, offset + 10);
  offset += 10;
  return `${prefix}_${Date.now().toString(16).padStart(12, '0')}${random}`;
}
