import type { AuthCache } from './create-auth-cache.js';
import type { AuthChangeWatcher } from './store.js';

/**
 * The auth cache's watcher of a store's auth changes. The changes told in one go (a statement that changed many tokens
 * arrives as as many notifications, read from the socket and told one after another) are applied as one walk of the
 * cache at the end of that pass (a microtask), not a walk each: nothing else runs in between, so no request reads an
 * entry a told change has dropped. A token added drops what the cache knows the store did not know.
 */
export function applyAuthChanges(cache: Pick<AuthCache, 'invalidate' | 'setWatched'>): AuthChangeWatcher {
  let told: { tokens: Set<string>; accounts: Set<string>; added: boolean } | undefined;
  const apply = (): void => {
    if (told === undefined) return;
    const { tokens, accounts, added } = told;
    told = undefined;
    cache.invalidate((record) => tokens.has(record.token.id) || accounts.has(record.account.id), { unknowns: added });
  };
  return {
    changed({ kind, id, added }) {
      if (told === undefined) {
        told = { tokens: new Set(), accounts: new Set(), added: false };
        queueMicrotask(apply);
      }
      if (kind === 'account') told.accounts.add(id);
      else told.tokens.add(id);
      if (added === true) told.added = true;
    },
    watching(on) {
      apply();
      cache.setWatched(on);
    },
  };
}
