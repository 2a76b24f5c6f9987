/**
 * Steps over JSON text in its UTF-8 bytes without parsing it: what the passthrough's model splice
 * (findTopLevelStringMember) and the large-body reuse (createJsonReuse) both walk with.
 */

export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const OPEN_OBJECT = 0x7b;
export const CLOSE_OBJECT = 0x7d;
export const OPEN_ARRAY = 0x5b;
export const CLOSE_ARRAY = 0x5d;
export const COMMA = 0x2c;
export const COLON = 0x3a;

/** JSON's whitespace, the only bytes JSON.parse allows between tokens. */
export function isWhitespace(byte: number | undefined): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

export function skipWhitespace(bytes: Uint8Array, index: number): number {
  let at = index;
  while (isWhitespace(bytes[at])) at += 1;
  return at;
}

/**
 * Just past the string that opens at `index` (a quote); -1 when it does not end. A quote ends the string unless an odd
 * run of backslashes precedes it; inside a string every other byte, UTF-8 included, is content, so a native search
 * finds the candidates.
 */
export function skipString(bytes: Buffer, index: number): number {
  let from = index + 1;
  for (;;) {
    const quote = bytes.indexOf(QUOTE, from);
    if (quote < 0) return -1;
    let backslashes = 0;
    while (bytes[quote - 1 - backslashes] === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/**
 * Just past the value at `index`, for a valid JSON text: strings by skipString, objects and arrays by depth with their
 * strings skipped, a number, true, false or null up to the next separator; -1 when a string or a container does not
 * end. An invalid text may be cut anywhere: a caller that must refuse it checks what it cut.
 */
export function skipValue(bytes: Buffer, index: number): number {
  const first = bytes[index];
  if (first === QUOTE) return skipString(bytes, index);
  if (first === OPEN_OBJECT || first === OPEN_ARRAY) {
    let depth = 0;
    let at = index;
    while (at < bytes.length) {
      const byte = bytes[at];
      if (byte === QUOTE) {
        at = skipString(bytes, at);
        if (at < 0) return -1;
        continue;
      }
      if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) depth += 1;
      else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
        depth -= 1;
        if (depth === 0) return at + 1;
      }
      at += 1;
    }
    return -1;
  }
  let at = index;
  while (at < bytes.length) {
    const byte = bytes[at];
    if (byte === COMMA || byte === CLOSE_OBJECT || byte === CLOSE_ARRAY || isWhitespace(byte)) break;
    at += 1;
  }
  return at;
}
