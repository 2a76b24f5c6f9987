import type { JsonObject } from '@modelgate/ir';
import { createJsonStringCache, type JsonOfText, type JsonStringCache } from './create-json-string-cache.js';
import { isPlainJsonObject } from './is-plain-json-object.js';

/** Texts at least this long are serialized through the cache; shorter ones with the rest of the body. */
const LONG_TEXT = 128;

/**
 * What stands for a long text in the copy of the body that `JSON.stringify` writes. Any string a client sends could
 * equal it: the bytes are spliced only when the copy's JSON holds it exactly as often as texts were replaced.
 */
export const PLACEHOLDER = '\u0000modelgate:long-text';
const PLACEHOLDER_JSON = JSON.stringify(PLACEHOLDER);
/** The placeholder's JSON without its opening quote: it starts with a backslash, rare in JSON, where `"` is everywhere. */
const PLACEHOLDER_TAIL = PLACEHOLDER_JSON.slice(1);

/** The process's cache of long texts' JSON: 16 MiB at most, texts of up to 256 Ki characters. */
const LONG_TEXTS = createJsonStringCache({ maxBytes: 16 * 1024 * 1024, maxTextLength: 256 * 1024 });

/**
 * `value` with every string of at least LONG_TEXT characters (a member's or an element's value, never a key) replaced
 * by PLACEHOLDER, the texts pushed to `texts` in the order JSON.stringify writes them: the arrays and plain objects
 * on the way to one are copied (`value` itself is never changed), the rest is `value`'s own. `texts` may hold JSON
 * already written (a caller's own placeholders, in order among the texts).
 */
export function withPlaceholders<Written>(value: unknown, texts: (string | Written)[]): unknown {
  if (typeof value === 'string') {
    if (value.length < LONG_TEXT) return value;
    texts.push(value);
    return PLACEHOLDER;
  }
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index += 1) {
      const element: unknown = value[index];
      const replaced = withPlaceholders(element, texts);
      if (replaced !== element) {
        copy ??= value.slice();
        copy[index] = replaced;
      }
    }
    return copy ?? value;
  }
  if (!isPlainJsonObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    // Own members only, as JSON.stringify reads (a plain object inherits none unless Object.prototype was given one).
    if (!Object.hasOwn(value, key)) continue;
    const member = value[key];
    const replaced = withPlaceholders(member, texts);
    if (replaced !== member) {
      // A spread defines the members (a `__proto__` member stays a member) in the same order.
      copy ??= { ...value };
      copy[key] = replaced;
    }
  }
  return copy ?? value;
}

/**
 * Where PLACEHOLDER_JSON first starts in `json` at or after `from` (-1 if nowhere): `json.indexOf(PLACEHOLDER_JSON,
 * from)`, found by its tail. V8 looks for a pattern's first character first; the copy's JSON has a `"` every few
 * characters and a backslash seldom, so the tail is found with far fewer stops (the search was 3% of a translated
 * 100 KB request's instructions). A tail not preceded by `"` (a client's text that ends with the placeholder) is
 * passed over.
 */
function findPlaceholder(json: string, from: number): number {
  let tail = json.indexOf(PLACEHOLDER_TAIL, from + 1);
  while (tail !== -1 && json.charCodeAt(tail - 1) !== 0x22) tail = json.indexOf(PLACEHOLDER_TAIL, tail + 1);
  return tail === -1 ? -1 : tail - 1;
}

/** `text` as UTF-8 bytes: copied as Latin-1 when it is all ASCII. */
export function encodeText(text: string): Buffer {
  return Buffer.from(text, text.length === Buffer.byteLength(text, 'utf8') ? 'latin1' : 'utf8');
}

/**
 * The `count + 1` texts of `json` (a copy's, with placeholders) around its placeholders, in order; undefined unless it
 * holds exactly `count` of them (a client's string equal to the placeholder): what a splice puts the parts between.
 */
export function textsAroundPlaceholders(json: string, count: number): string[] | undefined {
  const texts: string[] = [];
  let from = 0;
  for (let index = 0; index < count; index += 1) {
    const start = findPlaceholder(json, from);
    if (start === -1) return undefined;
    texts.push(json.slice(from, start));
    from = start + PLACEHOLDER_JSON.length;
  }
  if (findPlaceholder(json, from) !== -1) return undefined;
  texts.push(json.slice(from));
  return texts;
}

/**
 * The JSON text `json` (a copy with placeholders) with the i-th placeholder replaced by `parts[i]`: one text joined
 * (V8 joins the pieces in one copy when it is encoded or flattened), and whether it is all ASCII; undefined when the
 * text does not hold exactly `parts.length` placeholders (a client's string equal to it).
 */
function splice(json: string, parts: readonly JsonOfText[]): JsonOfText | undefined {
  const around = textsAroundPlaceholders(json, parts.length);
  if (around === undefined) return undefined;
  let ascii = json.length === Buffer.byteLength(json, 'utf8');
  let text = around[0] as string;
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index] as JsonOfText;
    text += part.json;
    text += around[index + 1] as string;
    ascii &&= part.ascii;
  }
  return { json: text, ascii };
}

function jsonOfText(json: string): JsonOfText {
  return { json, ascii: json.length === Buffer.byteLength(json, 'utf8') };
}

/** `JSON.stringify(value)` (undefined for what it writes nothing for), its long texts through `cache`. */
export function serializeJsonText(value: unknown, cache: JsonStringCache = LONG_TEXTS): JsonOfText | undefined {
  const texts: string[] = [];
  const json = JSON.stringify(withPlaceholders(value, texts)) as string | undefined;
  if (json === undefined) return undefined;
  if (texts.length === 0) return jsonOfText(json);
  return splice(json, texts.map((text) => cache.jsonOf(text))) ?? jsonOfText(JSON.stringify(value));
}

/** The JSON of a long text, kept in the process's cache (see serializeJsonBody). */
export function jsonOfLongText(text: string): JsonOfText {
  return LONG_TEXTS.jsonOf(text);
}

/** `text` as bytes: Latin-1 when it is all ASCII (a plain copy), else UTF-8. */
export function encodeJson(text: JsonOfText): Buffer {
  return Buffer.from(text.json, text.ascii ? 'latin1' : 'utf8');
}

/**
 * `body` as the JSON bytes an upstream gets: `Buffer.from(JSON.stringify(body))`, byte for byte. A text that is all
 * ASCII (its UTF-8 length is its length: the usual case, an agent's code and prose) is copied as Latin-1 instead of
 * going through the UTF-8 encoder, which reads it character by character (at 100 KB: 40–75 µs → 20–50 µs with the
 * length check). Long texts (tool results, system prompts, tool descriptions) are serialized through `cache`: an
 * agent's next turn repeats them, and V8 (Node 20) writes a string's JSON at about 18 instructions a character,
 * where finding it kept reads it once with a memory compare.
 */
export function serializeJsonBody(body: JsonObject, cache: JsonStringCache = LONG_TEXTS): Buffer {
  const texts: string[] = [];
  const copy = withPlaceholders(body, texts);
  const json = JSON.stringify(copy);
  if (texts.length === 0) return encodeText(json);
  const spliced = splice(json, texts.map((text) => cache.jsonOf(text)));
  return spliced === undefined ? encodeText(JSON.stringify(body)) : encodeJson(spliced);
}
