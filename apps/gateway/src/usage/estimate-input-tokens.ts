import { createSameMembersMemo } from '../http/frozen-members.js';
import { approximateTokens } from './approximate-tokens.js';

/** Text up to this many characters in all is counted whole with `approximateTokens` (tens of µs). */
export const WHOLE_TEXT_LIMIT = 8192;
/** Longer text is counted in this many samples, evenly spread, to learn its bytes per token (code ~2.6, prose ~5, CJK ~3). */
export const SAMPLES = 8;
export const SAMPLE_CHARS = 512;
/** Bounds of a sampled rate, in UTF-8 bytes per token. */
export const BYTES_PER_TOKEN_RANGE = [1, 4.5] as const;
/** Framing per message or input item (role, separators), as OpenAI counts it for chat. */
export const TOKENS_PER_ITEM = 3;
/** The assistant's reply priming. */
export const TOKENS_PER_REQUEST = 3;
/** An image, whatever its size: the most either vendor bills for one at its default detail. */
export const TOKENS_PER_IMAGE = 1600;

/** What the walk does with a member, by its key: looked up once per member instead of compared with each name. */
const ORDINARY = 0;
/** Values that are never model input: identifiers, routing and settings. */
const SKIPPED = 1;
/** Schemas, which reach the model as JSON text, and are counted as that when they are objects. */
const SCHEMA = 2;
/** Lists whose objects are each a message or input item (framing tokens). */
const ITEM_LIST = 3;
/** Keys whose string may be an image's URL. */
const IMAGE_URL = 4;
/** A base64 source's data. */
const IMAGE_DATA = 5;
const KEY_KINDS: ReadonlyMap<string, number> = new Map([
  ...[
    'model', 'metadata', 'stream', 'stream_options', 'id', 'call_id', 'tool_use_id', 'tool_call_id', 'type', 'role', 'signature', 'media_type',
    'cache_control', 'user', 'prompt_cache_key', 'safety_identifier', 'service_tier', 'store', 'previous_response_id', 'detail',
  ].map((key) => [key, SKIPPED] as const),
  ...['tools', 'parameters', 'input_schema', 'functions', 'response_format', 'text'].map((key) => [key, SCHEMA] as const),
  ...['messages', 'input', 'content', 'system'].map((key) => [key, ITEM_LIST] as const),
  ['url', IMAGE_URL],
  ['image_url', IMAGE_URL],
  ['data', IMAGE_DATA],
]);

/** The texts found, their characters and UTF-8 bytes in all, the messages or items and the images. */
type Tally = { text: string[]; length: number; bytes: number; items: number; images: number };

function isImage(keyKind: number, value: string, parentType: unknown): boolean {
  if (keyKind === IMAGE_URL) return value.startsWith('data:image/') || parentType === 'image_url' || parentType === 'input_image';
  return keyKind === IMAGE_DATA && parentType === 'base64';
}

/**
 * What a frozen message or item counts, and a frozen schema's JSON: the body reader shares the values an agent's turn
 * repeats from its previous turn, frozen (createJsonReuse), and they count the same every time. An object's count
 * does not depend on where it lies (only an array's or a string's does), so it is kept by the object.
 */
const ITEM_TALLIES = new WeakMap<object, Tally>();
const SCHEMA_JSON = new WeakMap<object, SchemaText>();

/** A schema's JSON text and its UTF-8 bytes (tens of KB for an agent's tools: measured once for a frozen schema). */
type SchemaText = { json: string; bytes: number };

function itemTally(item: object): Tally {
  let tally = ITEM_TALLIES.get(item);
  if (tally === undefined) {
    tally = { text: [], length: 0, bytes: 0, items: 0, images: 0 };
    walk(item, ORDINARY, undefined, tally);
    ITEM_TALLIES.set(item, tally);
  }
  return tally;
}

function schemaText(schema: object): SchemaText {
  if (!Object.isFrozen(schema)) {
    const json = JSON.stringify(schema);
    return { json, bytes: Buffer.byteLength(json) };
  }
  let text = SCHEMA_JSON.get(schema);
  if (text === undefined) {
    const json = JSON.stringify(schema);
    text = { json, bytes: Buffer.byteLength(json) };
    SCHEMA_JSON.set(schema, text);
  }
  return text;
}

function walk(value: unknown, keyKind: number, parentType: unknown, tally: Tally): void {
  if (typeof value === 'string') {
    if (isImage(keyKind, value, parentType)) tally.images += 1;
    else if (value.length > 0) {
      tally.text.push(value);
      tally.length += value.length;
      tally.bytes += Buffer.byteLength(value);
    }
    return;
  }
  if (Array.isArray(value)) {
    const counts = keyKind === ITEM_LIST;
    for (const item of value) {
      if (counts && typeof item === 'object' && item !== null) {
        tally.items += 1;
        if (!Array.isArray(item) && Object.isFrozen(item)) {
          const counted = itemTally(item);
          for (const text of counted.text) tally.text.push(text);
          tally.length += counted.length;
          tally.bytes += counted.bytes;
          tally.items += counted.items;
          tally.images += counted.images;
          continue;
        }
      }
      walk(item, keyKind, parentType, tally);
    }
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  const type = record['type'];
  const image = type === 'image' || type === 'input_image' || type === 'image_url';
  if (image) tally.images += 1;
  for (const field in record) {
    const kind = KEY_KINDS.get(field) ?? ORDINARY;
    if (kind === SKIPPED) continue;
    const inner = record[field];
    // An image part's own fields (its URL or base64 data) were counted as the image.
    if (image && (field === 'source' || field === 'image_url' || field === 'url')) continue;
    if (kind === SCHEMA && typeof inner === 'object' && inner !== null) {
      // Schemas reach the model as JSON text: count them as that.
      const { json, bytes } = schemaText(inner);
      tally.text.push(json);
      tally.length += json.length;
      tally.bytes += bytes;
      continue;
    }
    walk(inner, kind, type, tally);
  }
}

/**
 * The input tokens of a generation or count_tokens body, for admission: the text parts (message and system text, tool
 * calls and results, tool schemas as JSON), never the JSON framing, IDs or settings around them, plus a few tokens of
 * framing per message and a flat cost per image. Text up to WHOLE_TEXT_LIMIT characters is counted whole with
 * `approximateTokens` (an upper estimate of o200k's count, no vocabulary loaded); longer text at the bytes-per-token
 * rate of its densest part (SAMPLES evenly spread samples): a 100 KB Claude Code body costs tens of µs, where
 * tokenizing it costs about 20 ms. Other vendors' tokenizers count differently; settlement bills the upstream's own
 * figure, and never charges beyond the hold what the balance or quota lacks.
 */
export function estimateInputTokens(body: Record<string, unknown>): number {
  // The same members in the same order: the order matters, it places the samples.
  const kept = BODY_ESTIMATES.find(body);
  if (kept !== undefined) return kept;
  const tally: Tally = { text: [], length: 0, bytes: 0, items: 0, images: 0 };
  walk(body, ORDINARY, undefined, tally);
  const tokens = TOKENS_PER_REQUEST + tally.items * TOKENS_PER_ITEM + tally.images * TOKENS_PER_IMAGE + countTextTokens(tally);
  BODY_ESTIMATES.keep(body, tokens);
  return tokens;
}

/**
 * The estimate of the last body whose members were all frozen values or primitives, by its first frozen member: the
 * same body again (createJsonReuse gives each request a top-level object of its own holding the earlier body's very
 * values) has the same members, so the same estimate, without a walk or samples.
 */
const BODY_ESTIMATES = createSameMembersMemo<number>();

function bytesPerToken(sample: string): number {
  const tokens = approximateTokens(sample);
  const rate = tokens === 0 ? BYTES_PER_TOKEN_RANGE[1] : Buffer.byteLength(sample) / tokens;
  return Math.min(BYTES_PER_TOKEN_RANGE[1], Math.max(BYTES_PER_TOKEN_RANGE[0], rate));
}

/** SAMPLE_CHARS of text from character `position` on, across parts, without joining them all. */
function sampleAt(parts: readonly string[], position: number): string {
  let offset = position;
  let index = 0;
  while (index < parts.length - 1 && offset >= (parts[index]?.length ?? 0)) {
    offset -= parts[index]?.length ?? 0;
    index += 1;
  }
  let sample = (parts[index] ?? '').slice(offset, offset + SAMPLE_CHARS);
  while (sample.length < SAMPLE_CHARS && index < parts.length - 1) {
    index += 1;
    sample += `\n${(parts[index] ?? '').slice(0, SAMPLE_CHARS - sample.length - 1)}`;
  }
  return sample;
}

function countTextTokens(tally: Tally): number {
  if (tally.length <= WHOLE_TEXT_LIMIT) {
    let tokens = 0;
    for (const part of tally.text) tokens += approximateTokens(part);
    return tokens;
  }
  let rate: number = BYTES_PER_TOKEN_RANGE[1];
  const step = (tally.length - SAMPLE_CHARS) / (SAMPLES - 1);
  for (let index = 0; index < SAMPLES; index += 1) rate = Math.min(rate, bytesPerToken(sampleAt(tally.text, Math.round(index * step))));
  return Math.ceil((tally.text.length - 1 + tally.bytes) / rate);
}
