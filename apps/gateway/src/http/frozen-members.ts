/**
 * A large body's members, as createJsonReuse hands them: a body sent again (a retry, a resent turn, the bench's repeated
 * body) gets a top-level object of its own over the earlier body's very values, deep frozen. What was worked out from
 * such a body's values (its estimate, its validation) holds for a later body with the same members: frozen values
 * come from the reuse only and cannot change after they were read.
 */

/** A body's members in their order, each value as it was. */
type FrozenMembers = readonly (readonly [string, unknown])[];

/** The body's first member that is an object or array, when it is frozen: the key to keep what its members gave by. */
function firstFrozenMember(body: Record<string, unknown>): object | undefined {
  for (const name in body) {
    const value = body[name];
    if (typeof value === 'object' && value !== null) return Object.isFrozen(value) ? value : undefined;
  }
  return undefined;
}

/** The body's members when each is a primitive or a frozen object (what can be kept), else undefined. */
function frozenMembersOf(body: Record<string, unknown>): FrozenMembers | undefined {
  for (const name in body) {
    if (!Object.hasOwn(body, name)) return undefined;
    const value = body[name];
    if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) return undefined;
  }
  return Object.entries(body);
}

/** Whether `body` has exactly `members`, in their order, each the same value: the very object, or an equal primitive. */
function hasSameMembers(body: Record<string, unknown>, members: FrozenMembers): boolean {
  let index = 0;
  for (const name in body) {
    const member = members[index];
    if (member === undefined || member[0] !== name || !Object.hasOwn(body, name) || !Object.is(body[name], member[1])) return false;
    index += 1;
  }
  return index === members.length;
}

/** What was worked out from a body, kept for the same body again. */
export type SameMembersMemo<T> = {
  /** What `keep` kept for a body with exactly these members (the same body again), else undefined. */
  find(body: Record<string, unknown>): T | undefined;
  /** Keeps `value` for `body` when its members are all frozen values or primitives (what can be kept), by its first frozen one. */
  keep(body: Record<string, unknown>, value: T): void;
};

/** One value per first frozen member: the last body's with it, found again only for exactly the same members. */
export function createSameMembersMemo<T>(): SameMembersMemo<T> {
  const kept = new WeakMap<object, { members: FrozenMembers; value: T }>();
  return {
    find(body) {
      const key = firstFrozenMember(body);
      const last = key === undefined ? undefined : kept.get(key);
      return last !== undefined && hasSameMembers(body, last.members) ? last.value : undefined;
    },
    keep(body, value) {
      const key = firstFrozenMember(body);
      const members = key === undefined ? undefined : frozenMembersOf(body);
      if (key !== undefined && members !== undefined) kept.set(key, { members, value });
    },
  };
}
