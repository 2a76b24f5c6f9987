import { decodeBodyText } from './decode-body-text.js';
import { CLOSE_ARRAY, CLOSE_OBJECT, COLON, COMMA, OPEN_ARRAY, OPEN_OBJECT, QUOTE, skipString, skipValue, skipWhitespace } from './json-byte-scan.js';
import { deepFreeze } from './deep-freeze.js';
import { rememberTopLevelMembers, type ValueRange } from './top-level-members.js';

/** Bodies from this many bytes on are read through the reuse cache; smaller ones by one JSON.parse, as before. */
export const REUSE_FROM_BYTES = 16 * 1024;
/** The bytes of bodies the cache keeps by default (their parsed values besides): about 40 agent turns of 100 KB. */
export const REUSE_BUDGET_BYTES = 4 * 1024 * 1024;
/** How many of a body's first bytes pick the cached body it is compared with. */
const HEAD_BYTES = 256;
/** Bytes compared per native call when looking for the common prefix and suffix. */
const COMPARE_CHUNK = 2048;
/** Top-level members whose arrays are read element by element: an agent's next turn appends to them. */
export const SPLIT_MEMBERS: ReadonlySet<string> = new Set(['messages', 'input', 'system', 'tools', 'contents']);

/** A value in a body's bytes, `start` at its first byte and `end` just past its last, with its parsed (frozen) value. */
type Unit = { start: number; end: number; value: unknown; items?: readonly Unit[] };

/**
 * A body read before: its bytes, its value, and its values by where they start, found (and frozen) only when a
 * next body is read against it: a body nobody follows costs one JSON.parse, as before.
 */
type Layout = { key: string; bytes: Buffer; value: Record<string, unknown>; units: Map<number, Unit> | undefined; members?: Map<string, ValueRange> };

/** How many bytes `a` and `b` share at their start. */
function commonPrefix(a: Buffer, b: Buffer): number {
  const length = Math.min(a.length, b.length);
  let at = 0;
  while (at < length) {
    const end = Math.min(at + COMPARE_CHUNK, length);
    if (a.compare(b, at, end, at, end) !== 0) break;
    at = end;
  }
  while (at < length && a[at] === b[at]) at += 1;
  return at;
}

/** How many bytes `a` and `b` share at their end, at most `limit`. */
function commonSuffix(a: Buffer, b: Buffer, limit: number): number {
  let shared = 0;
  while (shared < limit) {
    const size = Math.min(COMPARE_CHUNK, limit - shared);
    const aEnd = a.length - shared;
    const bEnd = b.length - shared;
    if (a.compare(b, bEnd - size, bEnd, aEnd - size, aEnd) !== 0) break;
    shared += size;
  }
  while (shared < limit && a[a.length - 1 - shared] === b[b.length - 1 - shared]) shared += 1;
  return shared;
}

/** Thrown inside a read that cannot go on: the body is then parsed whole, as JSON.parse reads it (with its error). */
const GIVE_UP = new Error('the body is read whole');

/**
 * A read of `bytes` against an earlier body `old` (or none): every top-level member's value, and each element of the
 * arrays of SPLIT_MEMBERS, whose bytes lie where `old` had the same value with the same bytes (in the prefix both
 * share, or in their shared suffix) is the earlier value itself; any other value is cut out and parsed on its own.
 * The bytes between values (braces, keys, colons, commas, whitespace) are checked here as JSON.parse checks them,
 * so the body read is the one JSON.parse would give, or the read gives up (GIVE_UP).
 */
function readAgainst(bytes: Buffer, old: Layout & { units: Map<number, Unit> }, key: string): Layout {
  const oldBytes = old.bytes;
  const prefix = commonPrefix(bytes, oldBytes);
  const suffix = commonSuffix(bytes, oldBytes, Math.min(bytes.length, oldBytes.length) - prefix);
  const shift = bytes.length - oldBytes.length;
  const suffixFrom = bytes.length - suffix;
  const units = new Map<number, Unit>();
  const members = new Map<string, ValueRange>();

  const reused = (start: number): Unit | undefined => {
    if (start < prefix) {
      const unit = old.units.get(start);
      return unit !== undefined && unit.end <= prefix ? unit : undefined;
    }
    if (start >= suffixFrom) {
      const unit = old.units.get(start - shift);
      return unit === undefined ? undefined : shifted(unit);
    }
    return undefined;
  };
  const shifted = (unit: Unit): Unit => {
    if (shift === 0) return unit;
    const items = unit.items?.map(shifted);
    return items === undefined ? { start: unit.start + shift, end: unit.end + shift, value: unit.value } : { start: unit.start + shift, end: unit.end + shift, value: unit.value, items };
  };

  const readUnit = (start: number): Unit => {
    let unit = reused(start);
    if (unit === undefined) {
      const end = skipValue(bytes, start);
      if (end < 0) throw GIVE_UP;
      let value: unknown;
      try {
        value = JSON.parse(decodeBodyText(bytes.subarray(start, end)));
      } catch {
        throw GIVE_UP;
      }
      unit = { start, end, value: deepFreeze(value) };
    }
    units.set(start, unit);
    return unit;
  };

  const readArray = (start: number): Unit => {
    const whole = reused(start);
    if (whole !== undefined) {
      units.set(start, whole);
      // Its elements stay known one by one: the next turn may append to this array.
      if (whole.items !== undefined) for (const item of whole.items) units.set(item.start, item);
      return whole;
    }
    const items: unknown[] = [];
    const itemUnits: Unit[] = [];
    let at = skipWhitespace(bytes, start + 1);
    if (bytes[at] !== CLOSE_ARRAY) {
      for (;;) {
        const item = readUnit(at);
        items.push(item.value);
        itemUnits.push(item);
        at = skipWhitespace(bytes, item.end);
        if (bytes[at] === CLOSE_ARRAY) break;
        if (bytes[at] !== COMMA) throw GIVE_UP;
        at = skipWhitespace(bytes, at + 1);
      }
    }
    const unit: Unit = { start, end: at + 1, value: Object.freeze(items), items: itemUnits };
    units.set(start, unit);
    return unit;
  };

  let at = skipWhitespace(bytes, 0);
  if (bytes[at] !== OPEN_OBJECT) throw GIVE_UP;
  const value: Record<string, unknown> = {};
  at = skipWhitespace(bytes, at + 1);
  if (bytes[at] !== CLOSE_OBJECT) {
    for (;;) {
      if (bytes[at] !== QUOTE) throw GIVE_UP;
      const keyEnd = skipString(bytes, at);
      if (keyEnd < 0) throw GIVE_UP;
      let name: unknown;
      try {
        name = JSON.parse(decodeBodyText(bytes.subarray(at, keyEnd)));
      } catch {
        throw GIVE_UP;
      }
      // JSON.parse makes `__proto__` an own member; an assignment would set the prototype.
      if (typeof name !== 'string' || name === '__proto__') throw GIVE_UP;
      at = skipWhitespace(bytes, keyEnd);
      if (bytes[at] !== COLON) throw GIVE_UP;
      at = skipWhitespace(bytes, at + 1);
      const member = SPLIT_MEMBERS.has(name) && bytes[at] === OPEN_ARRAY ? readArray(at) : readUnit(at);
      value[name] = member.value;
      members.set(name, { start: member.start, end: member.end });
      at = skipWhitespace(bytes, member.end);
      if (bytes[at] === CLOSE_OBJECT) break;
      if (bytes[at] !== COMMA) throw GIVE_UP;
      at = skipWhitespace(bytes, at + 1);
    }
  }
  if (skipWhitespace(bytes, at + 1) !== bytes.length) throw GIVE_UP;
  return { key, bytes, value, units, members };
}

/**
 * The units of a body JSON.parse read (`layout.value` its tree), each value frozen: the bytes are walked (valid JSON,
 * parsed already) to learn where each top-level member's value, and each element of the arrays of SPLIT_MEMBERS,
 * lies. No unit when a member is written twice (the tree holds only the last) or is `__proto__`.
 */
function unitsOf(layout: Layout): Map<number, Unit> {
  const { bytes, value } = layout;
  const units = new Map<number, Unit>();
  const members = new Map<string, ValueRange>();
  const seen = new Set<string>();
  let at = skipWhitespace(bytes, 0) + 1;
  at = skipWhitespace(bytes, at);
  while (bytes[at] === QUOTE) {
    const keyEnd = skipString(bytes, at);
    const name = JSON.parse(decodeBodyText(bytes.subarray(at, keyEnd))) as string;
    if (seen.has(name) || name === '__proto__') return new Map();
    seen.add(name);
    at = skipWhitespace(bytes, skipWhitespace(bytes, keyEnd) + 1);
    const member = value[name];
    let end: number;
    if (SPLIT_MEMBERS.has(name) && Array.isArray(member)) {
      const items: Unit[] = [];
      let item = skipWhitespace(bytes, at + 1);
      for (const element of member) {
        const itemEnd = skipValue(bytes, item);
        const unit = { start: item, end: itemEnd, value: deepFreeze(element) };
        units.set(item, unit);
        items.push(unit);
        item = skipWhitespace(bytes, itemEnd);
        if (bytes[item] === COMMA) item = skipWhitespace(bytes, item + 1);
      }
      end = skipWhitespace(bytes, item) + 1;
      units.set(at, { start: at, end, value: deepFreeze(member), items });
    } else {
      end = skipValue(bytes, at);
      units.set(at, { start: at, end, value: deepFreeze(member) });
    }
    members.set(name, { start: at, end });
    at = skipWhitespace(bytes, end);
    if (bytes[at] === COMMA) at = skipWhitespace(bytes, at + 1);
  }
  layout.members = members;
  return units;
}

/** What a kept body holds on to: the whole memory its bytes are a view of (a socket's read may be larger than the body). */
function sizeOf(layout: Layout): number {
  return layout.bytes.buffer.byteLength;
}

/** Reads JSON bodies (BOM dropped, not empty), reusing the values of bodies read before. */
export type JsonReuse = {
  /**
   * The body as JSON.parse reads it (its values frozen when it is an object), or JSON.parse's own error; and the bytes
   * to hold on to for it: the kept body's own Buffer when `bytes` are the very bytes of a kept body (the same content),
   * so that the Buffer just received can go at once; else `bytes`.
   */
  readBody(bytes: Buffer, who: string): { value: unknown; bytes: Buffer };
  /** How many bodies are kept, and the bytes they hold on to. */
  size(): { bodies: number; bytes: number };
  /**
   * How the bodies so far were read: `parsed` whole (no kept body to compare with, or the read gave up), `same` as a
   * kept body (the same bytes again), `against` a kept body (only what differs parsed). For tests and measurements.
   */
  reads(): JsonReuseReads;
};

export type JsonReuseReads = { parsed: number; same: number; against: number };

/**
 * A reader of large JSON bodies that keeps what it parsed: an agent resends its whole conversation every turn (the
 * system prompt, the tools, every earlier message, then the new ones), so most of a turn's bytes are the previous
 * turn's. A body is compared (memcmp) with the last body whose first bytes were the same, from the same `who` (the
 * caller's credentials: nobody's body is read against another's); the values whose bytes both share are taken as they
 * are and only the rest is parsed. The values are frozen, as several requests may hold them at once. The bodies kept
 * (bytes and values) are bounded by `budgetBytes` of body bytes, the least recently used let go first.
 */
export function createJsonReuse(options: { budgetBytes?: number } = {}): JsonReuse {
  const budget = options.budgetBytes ?? REUSE_BUDGET_BYTES;
  const layouts = new Map<string, Layout>();
  const reads: JsonReuseReads = { parsed: 0, same: 0, against: 0 };
  let kept = 0;

  const keep = (layout: Layout): void => {
    const previous = layouts.get(layout.key);
    if (previous !== undefined) {
      layouts.delete(layout.key);
      kept -= sizeOf(previous);
    }
    if (sizeOf(layout) > budget / 4) return;
    layouts.set(layout.key, layout);
    kept += sizeOf(layout);
    for (const [key, oldest] of layouts) {
      if (kept <= budget) break;
      layouts.delete(key);
      kept -= sizeOf(oldest);
    }
  };

  const readBody = (bytes: Buffer, who: string): { value: unknown; bytes: Buffer } => {
    const key = `${who}\n${bytes.toString('latin1', 0, Math.min(HEAD_BYTES, bytes.length))}`;
    const old = layouts.get(key);
    if (old === undefined) {
      reads.parsed += 1;
      const value = JSON.parse(decodeBodyText(bytes)) as unknown;
      // Its own top-level object: the request's may change; the members' values are frozen once a next body shares them.
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) keep({ key, bytes, value: { ...(value as Record<string, unknown>) }, units: undefined });
      return { value, bytes };
    }
    old.units ??= unitsOf(old);
    const units = old.units;
    if (units.size > 0 && old.bytes.length === bytes.length && old.bytes.equals(bytes)) {
      // The same body again (a retry, a resent turn): its values as they are, in an object of its own.
      reads.same += 1;
      if (old.members !== undefined) rememberTopLevelMembers(old.bytes, old.members);
      keep(old);
      return { value: { ...old.value }, bytes: old.bytes };
    }
    try {
      const layout = readAgainst(bytes, { ...old, units }, key);
      reads.against += 1;
      if (layout.members !== undefined) rememberTopLevelMembers(bytes, layout.members);
      keep(layout);
      return { value: { ...layout.value }, bytes };
    } catch (error) {
      if (error !== GIVE_UP) throw error;
      reads.parsed += 1;
      return { value: JSON.parse(decodeBodyText(bytes)) as unknown, bytes };
    }
  };

  return {
    readBody,
    size: () => ({ bodies: layouts.size, bytes: kept }),
    reads: () => ({ ...reads }),
  };
}
