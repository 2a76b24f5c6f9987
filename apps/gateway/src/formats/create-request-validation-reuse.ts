import type { ValidationResult } from './format-package.js';
import { SPLIT_MEMBERS } from '../http/create-json-reuse.js';
import { createSameMembersMemo } from '../http/frozen-members.js';

/**
 * A format's request validator that does not check again the frozen list elements it accepted before. The body
 * reader (createJsonReuse) hands a large body's `messages`, `input`, `system`, `tools` and `contents` elements that
 * the caller's previous body also had as the very same frozen objects: an agent's turn resends its whole conversation,
 * and validating it all again walks the whole tree every turn.
 *
 * A body whose frozen lists hold elements accepted before is checked with those lists cut down to the elements not
 * yet accepted (or to their first element, when all were): the formats' schemas check each element of these lists on
 * its own, whatever its position or neighbours, with at most `minItems: 1` on the list (pinned by
 * create-request-validation-reuse.test.ts against the contract). When that cut body is refused, the whole body is
 * checked, so a refusal's issues (their paths) are always those of the whole body. Only frozen elements are
 * remembered (they cannot change), in a WeakSet per list member: the cache lets go of them as it does today.
 * A body whose members are all those of the last accepted body whose members were all frozen or primitive (the same
 * body again: a retry, the bench's repeated body) is accepted without a check: the same values were checked.
 *
 * `mayShareValues` false says the body cannot hold values shared with an earlier body (JSON.parse read it alone: a
 * small body, or the first of its caller): it is checked as it is, without the lookups and the bookkeeping.
 */
export function createRequestValidationReuse<Request>(validate: (value: unknown) => ValidationResult<Request>): (value: unknown, mayShareValues?: boolean) => ValidationResult<Request> {
  const accepted = new Map<string, WeakSet<object>>([...SPLIT_MEMBERS].map((member) => [member, new WeakSet<object>()]));

  /** The frozen elements of `body`'s frozen lists that `checked` (the body or its cut) held: those not known yet. */
  const remember = (body: Record<string, unknown>, checked: Record<string, unknown>): void => {
    for (const [member, known] of accepted) {
      const list = checked[member];
      if (!Array.isArray(list) || !Object.isFrozen(body[member])) continue;
      for (const element of list) if (typeof element === 'object' && element !== null && Object.isFrozen(element)) known.add(element);
    }
  };

  /** The last accepted body whose members were all frozen or primitive, by its first frozen member. */
  const acceptedBodies = createSameMembersMemo<true>();

  return (value, mayShareValues = true) => {
    if (!mayShareValues || typeof value !== 'object' || value === null || Array.isArray(value)) return validate(value);
    const body = value as Record<string, unknown>;
    if (acceptedBodies.find(body) === true) return { ok: true, value: body as Request };
    let cut: Record<string, unknown> | undefined;
    for (const [member, known] of accepted) {
      const list = body[member];
      if (!Array.isArray(list) || !Object.isFrozen(list) || list.length === 0) continue;
      const unchecked = list.filter((element: unknown) => typeof element !== 'object' || element === null || !known.has(element));
      if (unchecked.length === list.length) continue;
      cut ??= { ...body };
      cut[member] = unchecked.length > 0 ? unchecked : [list[0]];
    }
    if (cut === undefined) {
      const result = validate(body);
      if (result.ok) remember(body, body);
      if (result.ok && result.value === body) acceptedBodies.keep(body, true);
      return result;
    }
    const result = validate(cut);
    if (!result.ok) return validate(body);
    remember(body, cut);
    acceptedBodies.keep(body, true);
    return { ok: true, value: body as Request };
  };
}
