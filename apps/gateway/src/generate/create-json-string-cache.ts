/** A text's JSON (`JSON.stringify(text)`, quotes included) and whether that is all ASCII. */
export type JsonOfText = { readonly json: string; readonly ascii: boolean };

/** What a JsonStringCache holds for one text. */
type Entry = { text: string; value: JsonOfText; next: Entry | undefined };

/** The JSON of texts seen before, kept within a byte budget; see createJsonStringCache. */
export type JsonStringCache = {
  /** `JSON.stringify(text)`: kept from an earlier call with an equal text when it still is. */
  jsonOf(text: string): JsonOfText;
  /** The bytes the kept texts and their JSON take (counted at one byte a character). */
  readonly heldBytes: number;
};

/** At most this many entries share one key: texts beyond it are serialized without being kept (see keyOf). */
const MAX_CHAIN = 4;

/**
 * A key for `text` read from 10 of its characters and its length, not from all of them: a string's own hash (what a
 * Map keyed by the text computes) reads every character of a fresh string, about a third of what serializing it
 * costs. Texts that share a key are told apart by comparing them whole (`===`, a memory compare).
 */
function keyOf(text: string): number {
  const length = text.length;
  let key = length;
  for (let eighth = 0; eighth < 8; eighth += 1) key = Math.imul(key ^ text.charCodeAt((length * eighth) >> 3), 0x9e3779b1);
  key = Math.imul(key ^ text.charCodeAt(length - 1), 0x9e3779b1);
  return Math.imul(key ^ text.charCodeAt(length >> 4), 0x9e3779b1) >>> 1;
}

function serialize(text: string): JsonOfText {
  const json = JSON.stringify(text);
  return { json, ascii: json.length === Buffer.byteLength(json, 'utf8') };
}

function find(generation: Map<number, Entry>, key: number, text: string): Entry | undefined {
  for (let entry = generation.get(key); entry !== undefined; entry = entry.next) if (entry.text === text) return entry;
  return undefined;
}

function chainLength(entry: Entry | undefined): number {
  let length = 0;
  for (let at = entry; at !== undefined; at = at.next) length += 1;
  return length;
}

/**
 * The JSON of long texts (a conversation's tool results, a system prompt, tool descriptions) kept between
 * requests: an agent sends its whole conversation again on every turn, so a translated body is mostly texts the
 * gateway serialized on an earlier turn. Two generations of at most `maxBytes / 2` each: when the current one is
 * full it becomes the previous one (the one before is let go), and a text found in the previous one moves to the
 * current one. A text longer than `maxTextLength` is serialized and not kept. Equal texts give the same bytes whoever
 * sent them, so a kept entry tells a request nothing it did not send.
 */
export function createJsonStringCache(options: { maxBytes: number; maxTextLength: number }): JsonStringCache {
  const generationBytes = options.maxBytes / 2;
  let current = new Map<number, Entry>();
  let previous = new Map<number, Entry>();
  let currentBytes = 0;
  let previousBytes = 0;

  const keep = (key: number, text: string, value: JsonOfText): void => {
    const size = text.length + value.json.length;
    if (size > generationBytes) return;
    if (currentBytes + size > generationBytes) {
      previous = current;
      previousBytes = currentBytes;
      current = new Map();
      currentBytes = 0;
    }
    const head = current.get(key);
    if (chainLength(head) >= MAX_CHAIN) return;
    current.set(key, { text, value, next: head });
    currentBytes += size;
  };

  return {
    jsonOf(text) {
      if (text.length > options.maxTextLength || text.length === 0) return serialize(text);
      const key = keyOf(text);
      const kept = find(current, key, text);
      if (kept !== undefined) return kept.value;
      const value = find(previous, key, text)?.value ?? serialize(text);
      keep(key, text, value);
      return value;
    },
    get heldBytes() {
      return currentBytes + previousBytes;
    },
  };
}
