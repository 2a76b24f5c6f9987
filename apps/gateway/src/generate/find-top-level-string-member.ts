import { BACKSLASH, CLOSE_OBJECT, COLON, COMMA, OPEN_OBJECT, QUOTE, skipString, skipValue, skipWhitespace } from '../http/json-byte-scan.js';
import { knownTopLevelMembers } from '../http/top-level-members.js';

/** Where a member's string value lies in the JSON bytes: `start` at its opening quote, `end` just past its closing one. */
export type ByteRange = { start: number; end: number };

function keyEquals(bytes: Buffer, start: number, end: number, quotedName: Buffer): boolean {
  // Compared in JavaScript: a key is a few bytes, and a native compare costs more to call than to run on them.
  if (end - start === quotedName.length) {
    let index = 0;
    while (index < quotedName.length && bytes[start + index] === quotedName[index]) index += 1;
    if (index === quotedName.length) return true;
  }
  for (let at = start; at < end; at += 1) {
    // A key written with escapes (`"mod\u0065l"`) is the same member: decode it as JSON.parse would.
    if (bytes[at] === BACKSLASH) return JSON.parse(bytes.toString('utf8', start, end)) === JSON.parse(quotedName.toString('utf8'));
  }
  return false;
}

/**
 * Whether `bytes` from `from` on cannot hold another key named `name`: no `"<name>"` string followed by a colon, and
 * no `\u00X` escape that could spell one of its characters (a key is the same member however it is escaped; the
 * other escapes of JSON never stand for a letter or digit). Native searches only: a body of hundreds of KB costs
 * microseconds. False does not mean there is one, only that the structure must be walked to know.
 */
function holdsNoOtherKey(bytes: Buffer, from: number, quotedName: Buffer, name: string): boolean {
  const needles = escapeDigitsOf(name);
  if (needles === undefined) return false;
  for (const digits of needles) {
    // `\u00X…`, searched from its digits: backslashes are frequent in code and text (`\n`), which slows a native
    // search whose needle opens with one; a `00X` not after `\u` is text.
    for (let at = bytes.indexOf(digits, from); at >= 0; at = bytes.indexOf(digits, at + 1)) {
      if (bytes[at - 1] === 0x75 /* u */ && bytes[at - 2] === BACKSLASH) return false;
    }
  }
  // The name without its quotes: a needle that opens with a quote, frequent in JSON, makes the native search slow.
  const bare = quotedName.subarray(1, -1);
  for (let at = bytes.indexOf(bare, from); at >= 0; at = bytes.indexOf(bare, at + 1)) {
    // A string token `"<name>"` followed by a colon is a key. Inside a string, quotes are escaped: `\"<name>\"` is no token.
    if (bytes[at - 1] === QUOTE && bytes[at + bare.length] === QUOTE && bytes[skipWhitespace(bytes, at + bare.length + 1)] === COLON) return false;
  }
  return true;
}

const ESCAPE_DIGITS = new Map<string, Buffer[]>();

/**
 * The first hex digits of the `\u00XY` escapes that write a character of `name` (`00` + its high nibble: ASCII
 * letters and digits are 3 to 7); undefined for a name beyond ASCII (its members are found by walking).
 */
function escapeDigitsOf(name: string): Buffer[] | undefined {
  let needles = ESCAPE_DIGITS.get(name);
  if (needles === undefined) {
    const digits = new Set<string>();
    for (const char of name) {
      const code = char.codePointAt(0) ?? 0;
      if (code >= 0x80) return undefined;
      digits.add(`00${(code >> 4).toString(16)}`);
    }
    needles = [...digits].map((needle) => Buffer.from(needle, 'latin1'));
    if (ESCAPE_DIGITS.size < 64) ESCAPE_DIGITS.set(name, needles);
  }
  return needles;
}

const QUOTED_NAMES = new Map<string, Buffer>();

/** `name` as a JSON string's UTF-8 bytes, quotes included: made once a name (the callers ask for a format's model member). */
function quotedNameOf(name: string): Buffer {
  let quoted = QUOTED_NAMES.get(name);
  if (quoted === undefined) {
    quoted = Buffer.from(JSON.stringify(name), 'utf8');
    if (QUOTED_NAMES.size < 64) QUOTED_NAMES.set(name, quoted);
  }
  return quoted;
}

/**
 * The string value of the top-level member `name` in `bytes`, a JSON text that JSON.parse accepted: the member's
 * value as JSON.parse reads it (the last one when a key repeats), never a member of a nested object or text inside a
 * string. Undefined when the text is not an object, has no such member, or its value is not a string.
 * The scan walks the top level only, up to the member; when native searches show that no other key of that name can
 * follow (the usual case: agents send the model first), it stops there. Otherwise it walks the rest of the top level,
 * jumping over strings with a native search: a pass over the body's structure, never a decode. A body the large-body
 * reuse read (createJsonReuse) is not scanned: its walk of the top level left where each member's value lies.
 */
export function findTopLevelStringMember(bytes: Buffer, name: string): ByteRange | undefined {
  const known = knownTopLevelMembers(bytes);
  if (known !== undefined) {
    const range = known.get(name);
    return range !== undefined && bytes[range.start] === QUOTE ? range : undefined;
  }
  const quotedName = quotedNameOf(name);
  let at = skipWhitespace(bytes, 0);
  if (bytes[at] !== OPEN_OBJECT) return undefined;
  let found: ByteRange | undefined;
  let isString = false;
  at = skipWhitespace(bytes, at + 1);
  while (bytes[at] === QUOTE) {
    const keyEnd = skipString(bytes, at);
    if (keyEnd < 0) return undefined;
    const matches = keyEquals(bytes, at, keyEnd, quotedName);
    at = skipWhitespace(bytes, keyEnd);
    if (bytes[at] !== COLON) return undefined;
    const valueStart = skipWhitespace(bytes, at + 1);
    const valueEnd = skipValue(bytes, valueStart);
    if (valueEnd < 0) return undefined;
    if (matches) {
      found = { start: valueStart, end: valueEnd };
      isString = bytes[valueStart] === QUOTE;
      // The object's end is not checked on this way out: JSON.parse read the whole text as one value already.
      if (holdsNoOtherKey(bytes, valueEnd, quotedName, name)) return isString ? found : undefined;
    }
    at = skipWhitespace(bytes, valueEnd);
    if (bytes[at] !== COMMA) break;
    at = skipWhitespace(bytes, at + 1);
  }
  if (bytes[at] !== CLOSE_OBJECT) return undefined;
  return isString ? found : undefined;
}
