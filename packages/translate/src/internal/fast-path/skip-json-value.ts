/**
 * A validating JSON scanner without building values, for readers that look at a few members of a JSON text and
 * must step over the rest (issue 7). Each function takes the index where a token starts and returns the index just
 * after it, or -1 when the text there is not valid JSON (RFC 8259, exactly what JSON.parse accepts).
 */

/** Deeper values are reported as invalid (-1), so a caller falls back to JSON.parse instead of recursing far. */
const MAX_DEPTH = 32;

export function skipJsonSpace(text: string, at: number): number {
  let index = at;
  for (;;) {
    const code = text.charCodeAt(index);
    if (code !== 32 && code !== 10 && code !== 13 && code !== 9) return index;
    index += 1;
  }
}

/** `at` is on a `"`: the index after the closing quote, or -1 (control character, bad escape, no closing quote). */
export function skipJsonString(text: string, at: number): number {
  let index = at + 1;
  for (;;) {
    const code = text.charCodeAt(index);
    if (code === 34 /* " */) return index + 1;
    if (code === 92 /* \ */) {
      const escaped = text.charCodeAt(index + 1);
      if (escaped === 117 /* u */) {
        if (!isHexDigit(text.charCodeAt(index + 2)) || !isHexDigit(text.charCodeAt(index + 3))
          || !isHexDigit(text.charCodeAt(index + 4)) || !isHexDigit(text.charCodeAt(index + 5))) return -1;
        index += 6;
        continue;
      }
      if (!isSingleEscape(escaped)) return -1;
      index += 2;
      continue;
    }
    // Control characters must be escaped; NaN is the end of the text.
    if (!(code >= 32)) return -1;
    index += 1;
  }
}

/**
 * `at` is on a `"`: the index after the closing quote of a string without escapes (a member name compared as
 * written), or -1 (also for any backslash).
 */
export function skipJsonPlainString(text: string, at: number): number {
  let index = at + 1;
  for (;;) {
    const code = text.charCodeAt(index);
    if (code === 34 /* " */) return index + 1;
    if (!(code >= 32) || code === 92 /* backslash */) return -1;
    index += 1;
  }
}

/** `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?` */
export function skipJsonNumber(text: string, at: number): number {
  let index = at;
  if (text.charCodeAt(index) === 45 /* - */) index += 1;
  if (text.charCodeAt(index) === 48 /* 0 */) index += 1;
  else if (isNonZeroDigit(text.charCodeAt(index))) index = skipDigits(text, index + 1);
  else return -1;
  if (text.charCodeAt(index) === 46 /* . */) {
    if (!isDigit(text.charCodeAt(index + 1))) return -1;
    index = skipDigits(text, index + 1);
  }
  const exponent = text.charCodeAt(index);
  if (exponent === 101 /* e */ || exponent === 69 /* E */) {
    index += 1;
    const sign = text.charCodeAt(index);
    if (sign === 43 /* + */ || sign === 45 /* - */) index += 1;
    if (!isDigit(text.charCodeAt(index))) return -1;
    index = skipDigits(text, index);
  }
  return index;
}

/**
 * Whether `part` is in `text` at `at`. A substring compared with `===` (native) is several times faster than
 * `startsWith` with a position or a loop of charCodeAt in Node 20.
 */
export function hasTextAt(text: string, at: number, part: string): boolean {
  return text.substring(at, at + part.length) === part;
}

/** One JSON value starting exactly at `at` (no leading whitespace). */
export function skipJsonValue(text: string, at: number, depth = 0): number {
  const code = text.charCodeAt(at);
  if (code === 34 /* " */) return skipJsonString(text, at);
  if (code === 123 /* { */) return depth >= MAX_DEPTH ? -1 : skipJsonObject(text, at, depth + 1);
  if (code === 91 /* [ */) return depth >= MAX_DEPTH ? -1 : skipJsonArray(text, at, depth + 1);
  if (code === 110 /* n */) return hasTextAt(text, at, 'null') ? at + 4 : -1;
  if (code === 116 /* t */) return hasTextAt(text, at, 'true') ? at + 4 : -1;
  if (code === 102 /* f */) return hasTextAt(text, at, 'false') ? at + 5 : -1;
  return skipJsonNumber(text, at);
}

function skipJsonObject(text: string, at: number, depth: number): number {
  let index = skipJsonSpace(text, at + 1);
  if (text.charCodeAt(index) === 125 /* } */) return index + 1;
  for (;;) {
    if (text.charCodeAt(index) !== 34) return -1;
    index = skipJsonString(text, index);
    if (index < 0) return -1;
    index = skipJsonSpace(text, index);
    if (text.charCodeAt(index) !== 58 /* : */) return -1;
    index = skipJsonValue(text, skipJsonSpace(text, index + 1), depth);
    if (index < 0) return -1;
    index = skipJsonSpace(text, index);
    const next = text.charCodeAt(index);
    if (next === 125 /* } */) return index + 1;
    if (next !== 44 /* , */) return -1;
    index = skipJsonSpace(text, index + 1);
  }
}

function skipJsonArray(text: string, at: number, depth: number): number {
  let index = skipJsonSpace(text, at + 1);
  if (text.charCodeAt(index) === 93 /* ] */) return index + 1;
  for (;;) {
    index = skipJsonValue(text, index, depth);
    if (index < 0) return -1;
    index = skipJsonSpace(text, index);
    const next = text.charCodeAt(index);
    if (next === 93 /* ] */) return index + 1;
    if (next !== 44 /* , */) return -1;
    index = skipJsonSpace(text, index + 1);
  }
}

function skipDigits(text: string, at: number): number {
  let index = at;
  while (isDigit(text.charCodeAt(index))) index += 1;
  return index;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isNonZeroDigit(code: number): boolean {
  return code >= 49 && code <= 57;
}

function isHexDigit(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 102) || (code >= 65 && code <= 70);
}

/** `"`, `\`, `/`, `b`, `f`, `n`, `r`, `t` */
function isSingleEscape(code: number): boolean {
  return code === 34 || code === 92 || code === 47 || code === 98 || code === 102 || code === 110 || code === 114 || code === 116;
}
