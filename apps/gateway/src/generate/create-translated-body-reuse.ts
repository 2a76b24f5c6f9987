import type { JsonObject } from '@modelgate/ir';
import { isSameJson } from './is-same-json.js';
import {
  PLACEHOLDER,
  encodeJson,
  encodeText,
  jsonOfLongText,
  serializeJsonBody,
  serializeJsonText,
  textsAroundPlaceholders,
  withPlaceholders,
} from './serialize-json-body.js';
import { deepFreeze } from '../http/deep-freeze.js';
import { isPlainJsonObject } from './is-plain-json-object.js';

/** The top-level lists of a translated body whose elements' JSON is kept: its conversation, its tools, its system blocks. */
const KEPT_LISTS: ReadonlySet<string> = new Set(['messages', 'input', 'contents', 'system', 'tools']);

/** One list's elements as last written (deep frozen) and the JSON bytes of each. */
type KeptList = { readonly values: readonly unknown[]; readonly parts: readonly Buffer[] };

/** What the last body written under a key kept, by list name. */
type KeptBody = ReadonlyMap<string, KeptList>;

/** How many list elements were found the same as the last body's under their key (`kept`) and how many written (`written`). */
export type TranslatedBodyReuseCounts = { kept: number; written: number };

/** A translated body's JSON bytes, its lists' unchanged elements not written again; see createTranslatedBodyReuse. */
export type TranslatedBodyReuse = {
  /**
   * `Buffer.from(JSON.stringify(body))`, byte for byte; `key` the frozen object the client's conversation starts with,
   * `format` the body's (a conversation translated for two upstreams, a fallback, keeps each's apart).
   */
  serialize(body: JsonObject, key: object | undefined, format: string): Buffer;
  counts(): TranslatedBodyReuseCounts;
};

/** An element JSON.stringify writes the same alone as in a list: JSON data (a toJSON would see its index, undefined is `null` in a list). */
function isJsonData(value: unknown): boolean {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null) return true;
  return typeof value === 'object' && (Array.isArray(value) || isPlainJsonObject(value));
}

/**
 * Keeps, per key and format, the JSON of each element of a translated body's lists (`messages`, `input`, `contents`, `system`,
 * `tools`) and the element itself, deep frozen. The next body written under the same key has each element compared
 * with the kept one at its index (isSameJson: a walk that compares, mostly the same strings by address, instead of one
 * that writes every character) and its JSON reused when they are the same JSON; other elements are written (long
 * texts through the long-text cache) and kept. The key is the frozen first message of the client's body, shared by
 * createJsonReuse between a conversation's turns: an agent appends to its conversation, so the translation of its
 * earlier messages sits at the same indices turn after turn. Correctness does not rest on the key: a kept element is
 * reused only when it is the same JSON as the new one. The translation itself runs whole every time (its warnings,
 * the `dropParams: false` refusal and the body the provider gets are today's); only the writing is spared.
 * A body without a key (every small body and every first turn: nothing frozen) is written by serializeJsonBody.
 * Keys are held weakly: a conversation's kept JSON goes when the reuse cache and every request let go of its message.
 */
export function createTranslatedBodyReuse(): TranslatedBodyReuse {
  const kept = new WeakMap<object, Map<string, KeptBody>>();
  const counts: TranslatedBodyReuseCounts = { kept: 0, written: 0 };

  /** `list`'s JSON bytes, each element's kept from `before` when it is the same JSON; undefined for an element that is not JSON data. */
  function writeList(list: readonly unknown[], before: KeptList | undefined): { kept: KeptList; bytes: Buffer } | undefined {
    const values: unknown[] = [];
    const parts: Buffer[] = [];
    // The brackets and a comma between elements.
    let length = list.length === 0 ? 2 : list.length + 1;
    for (let index = 0; index < list.length; index += 1) {
      const element: unknown = list[index];
      if (!isJsonData(element)) return undefined;
      let part: Buffer;
      if (before !== undefined && index < before.values.length && isSameJson(element, before.values[index])) {
        values.push(before.values[index]);
        part = before.parts[index] as Buffer;
        counts.kept += 1;
      } else {
        const json = serializeJsonText(element);
        if (json === undefined) return undefined;
        part = encodeJson(json);
        deepFreeze(element);
        values.push(element);
        counts.written += 1;
      }
      parts.push(part);
      length += part.length;
    }
    const bytes = Buffer.allocUnsafe(length);
    let offset = 0;
    bytes[offset++] = 0x5b; // [
    for (let index = 0; index < parts.length; index += 1) {
      if (index > 0) bytes[offset++] = 0x2c; // ,
      offset += (parts[index] as Buffer).copy(bytes, offset);
    }
    bytes[offset] = 0x5d; // ]
    return { kept: { values, parts }, bytes };
  }

  /** `json` (a copy's, with placeholders) as bytes with the i-th placeholder replaced by `parts[i]`; undefined unless it holds exactly that many. */
  function splice(json: string, parts: readonly Buffer[]): Buffer | undefined {
    const around = textsAroundPlaceholders(json, parts.length);
    if (around === undefined) return undefined;
    const pieces: Buffer[] = [encodeText(around[0] as string)];
    for (let index = 0; index < parts.length; index += 1) pieces.push(parts[index] as Buffer, encodeText(around[index + 1] as string));
    return Buffer.concat(pieces);
  }

  function serialize(body: JsonObject, key: object | undefined, format: string): Buffer {
    if (key === undefined || !isPlainJsonObject(body)) return serializeJsonBody(body);
    let formats = kept.get(key);
    if (formats === undefined) kept.set(key, (formats = new Map()));
    const before = formats.get(format);
    const lists = new Map<string, KeptList>();
    // Long texts outside the lists, and the lists' bytes, in the order JSON.stringify writes them.
    const texts: (string | Buffer)[] = [];
    let copy: Record<string, unknown> | undefined;
    for (const name in body) {
      // Own members only, as JSON.stringify reads.
      if (!Object.hasOwn(body, name)) continue;
      const value = body[name];
      if (KEPT_LISTS.has(name) && Array.isArray(value)) {
        const written = writeList(value, before?.get(name));
        if (written === undefined) return serializeJsonBody(body);
        lists.set(name, written.kept);
        texts.push(written.bytes);
        copy ??= { ...body };
        copy[name] = PLACEHOLDER;
        continue;
      }
      const replaced = withPlaceholders(value, texts);
      if (replaced !== value) {
        copy ??= { ...body };
        copy[name] = replaced;
      }
    }
    formats.set(format, lists);
    const json = JSON.stringify(copy ?? body);
    const parts = texts.map((text) => (typeof text === 'string' ? encodeJson(jsonOfLongText(text)) : text));
    return splice(json, parts) ?? encodeText(JSON.stringify(body));
  }

  return { serialize, counts: () => ({ ...counts }) };
}
