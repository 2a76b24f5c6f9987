/** Where a value lies in a body's JSON bytes: `start` at its first byte, `end` just past its last. */
export type ValueRange = { start: number; end: number };

/**
 * The top-level members of bodies whose bytes a reader walked already (createJsonReuse), by the very Buffer it read:
 * each name's value as JSON.parse reads it (the last one when a key repeats; keys compared as JSON.parse decodes them).
 * The passthrough's model splice (findTopLevelStringMember) takes the range from here instead of scanning the body
 * again. Only a body read through the reuse has an entry; a Buffer is never written after it was read.
 */
const MEMBERS = new WeakMap<Buffer, ReadonlyMap<string, ValueRange>>();

export function rememberTopLevelMembers(bytes: Buffer, members: ReadonlyMap<string, ValueRange>): void {
  MEMBERS.set(bytes, members);
}

/** The top-level members of `bytes` when a reader walked them, else undefined (the body must be scanned). */
export function knownTopLevelMembers(bytes: Buffer): ReadonlyMap<string, ValueRange> | undefined {
  return MEMBERS.get(bytes);
}
