import { GatewayError } from '../errors/gateway-error.js';

/**
 * One page of a list kept in creation order: up to `limit` items after the one whose ID is `after` (the previous
 * page's `next_cursor`); an `after` that names nothing in the list is a 400 rather than a silent first page.
 */
export function pageOf<T extends { id: string }>(items: readonly T[], { limit, after }: { limit: number; after: string | undefined }): { page: T[]; nextCursor: string | null } {
  let start = 0;
  if (after !== undefined) {
    start = items.findIndex((item) => item.id === after) + 1;
    if (start === 0) throw new GatewayError({ code: 'invalid_request', param: 'after', message: `\`after\` must be the \`next_cursor\` of a previous page; nothing here has the ID ${JSON.stringify(after)}.` });
  }
  const page = items.slice(start, start + limit);
  const last = page[page.length - 1];
  return { page, nextCursor: start + limit < items.length && last !== undefined ? last.id : null };
}
