import { randomUUID } from 'node:crypto';

/** A unique ID with a readable type prefix: `acct_…`, `tok_…`, `res_…`, `led_…`, `top_…`. */
export function createId(prefix: string): string {
  return `${prefix}_${randomUUID().replaceAll('-', '')}`;
}
