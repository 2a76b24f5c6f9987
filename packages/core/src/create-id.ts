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
  return `${prefix}_${timeDigits(Date.now())}${random}`;
}

/**
 * The time's 12 hex digits, as two halves of 24 bits: a time beyond 31 bits is a double to V8, and a double's
 * `toString(16)` is a runtime call (an `fmod` per digit), where a small integer's is not.
 */
function timeDigits(ms: number): string {
  const high = Math.floor(ms / 0x1000000);
  const low = ms - high * 0x1000000;
  return `${high.toString(16).padStart(6, '0')}${low.toString(16).padStart(6, '0')}`;
}
