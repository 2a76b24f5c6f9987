import { describe, expect, it } from 'vitest';
import { applyAuthChanges } from './apply-auth-changes.js';
import type { AuthRecord } from './store.js';

const recordOf = (tokenId: string, accountId: string) => ({ token: { id: tokenId }, account: { id: accountId } }) as AuthRecord;

/** A cache that records each walk: which of the given records it would drop, and whether unknowns go too. */
function walkedCache(records: AuthRecord[]) {
  const walks: { dropped: string[]; unknowns: boolean }[] = [];
  const states: boolean[] = [];
  return {
    walks,
    states,
    cache: {
      invalidate(matches: (record: AuthRecord) => boolean, options?: { unknowns?: boolean }) {
        walks.push({ dropped: records.filter(matches).map((record) => record.token.id), unknowns: options?.unknowns === true });
      },
      setWatched(on: boolean) {
        states.push(on);
      },
    },
  };
}

describe('applyAuthChanges', () => {
  const records = [recordOf('t1', 'a1'), recordOf('t2', 'a1'), recordOf('t3', 'a2'), recordOf('t4', 'a3')];

  it('applies the changes told in one go as one walk of the cache, dropping every record they touch', async () => {
    const { cache, walks } = walkedCache(records);
    const watcher = applyAuthChanges(cache);
    for (let index = 0; index < 100; index += 1) watcher.changed({ kind: 'token', id: index % 2 === 0 ? 't1' : 't3' });
    watcher.changed({ kind: 'account', id: 'a3' });
    expect(walks).toEqual([]);
    await Promise.resolve();
    expect(walks).toEqual([{ dropped: ['t1', 't3', 't4'], unknowns: false }]);
    watcher.changed({ kind: 'token', id: 't2' });
    await Promise.resolve();
    expect(walks.at(-1)).toEqual({ dropped: ['t2'], unknowns: false });
  });

  it('drops what the cache knows is unknown when a token was added', async () => {
    const { cache, walks } = walkedCache(records);
    const watcher = applyAuthChanges(cache);
    watcher.changed({ kind: 'token', id: 't9', added: true });
    await Promise.resolve();
    expect(walks).toEqual([{ dropped: [], unknowns: true }]);
  });

  it('applies the changes told before a change of watch state first', () => {
    const { cache, walks, states } = walkedCache(records);
    const watcher = applyAuthChanges(cache);
    watcher.changed({ kind: 'account', id: 'a1' });
    watcher.watching(false);
    expect(walks).toEqual([{ dropped: ['t1', 't2'], unknowns: false }]);
    expect(states).toEqual([false]);
  });
});
