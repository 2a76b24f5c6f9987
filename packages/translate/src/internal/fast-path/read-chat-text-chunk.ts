import { decodeJsonString } from './decode-json-string.js';
import { cutChatTextTemplate, type ChatTextTemplate } from './match-chat-text-template.js';
import { hasTextAt, skipJsonPlainString, skipJsonSpace, skipJsonString, skipJsonValue } from './skip-json-value.js';

/**
 * The text a chat chunk adds, as the stream decoder reads it: `reasoning` is `reasoning_content ?? reasoning`, and
 * `''` means none (also for `null` and a missing field).
 */
export type ChatTextDelta = { readonly reasoning: string; readonly content: string };

/** A text chunk's delta, and its template when exactly one string literal carries its text. */
export type ChatTextChunk = { readonly delta: ChatTextDelta; readonly template: ChatTextTemplate | undefined };

/**
 * The fast path of the chat stream decoder (issue 7): reads a chunk in one pass without JSON.parse of the whole
 * chunk, when its only meaning is a text or reasoning delta of choice 0. Returns undefined for anything else
 * (invalid JSON included) so the caller parses it in full: an `error` or non-null `usage`, not exactly one choice,
 * an `index` other than `0`, no `delta`, a non-null `finish_reason` or `logprobs`, a delta member other than `role`, `content`,
 * `reasoning_content`, `reasoning` or a null `refusal`, a text member that is neither a string nor null, a repeated
 * member, or a member name written with escapes. Other members are stepped over (and validated), so
 * `system_fingerprint`, `obfuscation`, … keep the fast path. `id` and `model` are not read: use it only
 * after the stream started. When one string literal carries the text, the chunk's template lets the next chunks
 * skip even this read (`matchChatTextTemplate`).
 */
export function readChatTextChunk(data: string): ChatTextChunk | undefined {
  const found: FoundText = { content: undefined, reasoning_content: undefined, reasoning: undefined, holes: [], textHole: 0, literals: 0, seen: 0 };
  const start = skipJsonSpace(data, 0);
  const end = readMembers(data, start, CHUNK_MEMBERS, found, readChunkMember);
  const seen = found.seen;
  // Only whitespace may follow the object: JSON.parse rejects anything else.
  if (end < 0 || (seen & SEEN_CHOICES) === 0 || skipJsonSpace(data, end) !== data.length) return undefined;
  const delta = { reasoning: found.reasoning_content ?? found.reasoning ?? '', content: found.content ?? '' };
  if (found.literals !== 1) return { delta, template: undefined };
  return { delta, template: cutChatTextTemplate(data, found.holes, found.textHole, found.content === undefined ? 'reasoning' : 'content') };
}

/**
 * Scratch of one read: the text members; the holes of a template (start and end of each string or number value
 * that may change, in order) and which of them is the last text literal; and the members `readMembers` saw in the
 * object it read last (the caller reads `seen` right after it returns).
 */
type FoundText = {
  content: string | undefined;
  reasoning_content: string | undefined;
  reasoning: string | undefined;
  holes: number[];
  textHole: number;
  literals: number;
  seen: number;
};

/** Reads the value of the member with bit `bit` (0: unknown) at `at`; returns the index after it, or -1. */
type ReadMember = (data: string, at: number, bit: number, found: FoundText) => number;

const CHUNK_MEMBERS = ['choices', 'usage', 'error'] as const;
const SEEN_CHOICES = 1;
const SEEN_USAGE = 2;
const SEEN_ERROR = 4;
const CHOICE_MEMBERS = ['index', 'delta', 'finish_reason', 'logprobs'] as const;
const SEEN_INDEX = 1;
const SEEN_DELTA = 2;
const SEEN_FINISH_REASON = 4;
const SEEN_LOGPROBS = 8;
const DELTA_MEMBERS = ['content', 'reasoning_content', 'reasoning', 'role', 'refusal'] as const;
const SEEN_CONTENT = 1;
const SEEN_REASONING_CONTENT = 2;
const SEEN_ROLE = 8;
const SEEN_REFUSAL = 16;

/** `"choices": [ … ]`, `"usage": null`, no `error`, anything else (`id`, `model`, `obfuscation`, …) skipped. */
function readChunkMember(data: string, at: number, bit: number, found: FoundText): number {
  if (bit === SEEN_CHOICES) return readChoices(data, at, found);
  if (bit === SEEN_USAGE) return skipNull(data, at);
  if (bit === SEEN_ERROR) return -1;
  return skipIgnoredValue(data, at, found);
}

/** `[ choice ]`: exactly one choice, with a `delta`. */
function readChoices(data: string, at: number, found: FoundText): number {
  if (data.charCodeAt(at) !== 91 /* [ */) return -1;
  let index = readMembers(data, skipJsonSpace(data, at + 1), CHOICE_MEMBERS, found, readChoiceMember);
  if (index < 0 || (found.seen & SEEN_DELTA) === 0) return -1;
  index = skipJsonSpace(data, index);
  return data.charCodeAt(index) === 93 /* ] */ ? index + 1 : -1;
}

/** `"index": 0`, `"delta": { … }`, `"finish_reason": null`, `"logprobs": null`, anything else skipped. */
function readChoiceMember(data: string, at: number, bit: number, found: FoundText): number {
  // `0` followed by whitespace, `,` or `}` (readMembers checks): not `0.0`, `-0` or `0e0`.
  if (bit === SEEN_INDEX) return data.charCodeAt(at) === 48 /* 0 */ ? at + 1 : -1;
  if (bit === SEEN_DELTA) return readMembers(data, at, DELTA_MEMBERS, found, readDeltaMember);
  // Token log probabilities go with the text: a chunk carrying them is parsed in full.
  if (bit === SEEN_FINISH_REASON || bit === SEEN_LOGPROBS) return skipNull(data, at);
  return skipIgnoredValue(data, at, found);
}

/** `role` (any value, the decoder ignores it), `refusal: null`, and the text members as a string or null. */
function readDeltaMember(data: string, at: number, bit: number, found: FoundText): number {
  if (bit === 0) return -1;
  if (bit === SEEN_ROLE) return skipIgnoredValue(data, at, found);
  if (bit === SEEN_REFUSAL) return skipNull(data, at);
  if (data.charCodeAt(at) !== 34 /* " */) return skipNull(data, at);
  const end = skipJsonString(data, at);
  if (end < 0) return -1;
  const text = decodeJsonString(data, at, end);
  if (bit === SEEN_CONTENT) found.content = text;
  else if (bit === SEEN_REASONING_CONTENT) found.reasoning_content = text;
  else found.reasoning = text; // bit 4
  found.textHole = found.holes.length / 2;
  found.holes.push(at, end);
  found.literals += 1;
  return end;
}

/**
 * The object at `at`: each member's value goes to `readMember` with the bit of its name in `names` (0 when not
 * there); a repeated known name, or a name written with escapes, is refused. Returns the index after the `}`, or -1.
 */
function readMembers(data: string, at: number, names: readonly string[], found: FoundText, readMember: ReadMember): number {
  if (data.charCodeAt(at) !== 123 /* { */) return -1;
  let seen = 0;
  let index = skipJsonSpace(data, at + 1);
  if (data.charCodeAt(index) === 125 /* } */) {
    found.seen = 0;
    return index + 1;
  }
  for (;;) {
    if (data.charCodeAt(index) !== 34 /* " */) return -1;
    const nameEnd = skipJsonPlainString(data, index);
    if (nameEnd < 0) return -1;
    const bit = nameBit(data, index + 1, nameEnd - 1, names);
    if ((seen & bit) !== 0) return -1;
    seen |= bit;
    index = skipJsonSpace(data, nameEnd);
    if (data.charCodeAt(index) !== 58 /* : */) return -1;
    index = readMember(data, skipJsonSpace(data, index + 1), bit, found);
    if (index < 0) return -1;
    index = skipJsonSpace(data, index);
    const code = data.charCodeAt(index);
    if (code === 125 /* } */) {
      found.seen = seen;
      return index + 1;
    }
    if (code !== 44 /* , */) return -1;
    index = skipJsonSpace(data, index + 1);
  }
}

/** `1 << i` when `data.slice(at, end)` is `names[i]`, else 0. */
function nameBit(data: string, at: number, end: number, names: readonly string[]): number {
  const length = end - at;
  for (let i = 0; i < names.length; i += 1) {
    const name = names[i] as string;
    if (name.length === length && hasTextAt(data, at, name)) return 1 << i;
  }
  return 0;
}

/** A value the decoder does not read; a string or number one is a hole of the template (it varies by chunk). */
function skipIgnoredValue(data: string, at: number, found: FoundText): number {
  const end = skipJsonValue(data, at);
  const code = data.charCodeAt(at);
  if (end > 0 && (code === 34 /* " */ || code === 45 /* - */ || (code >= 48 && code <= 57))) found.holes.push(at, end);
  return end;
}

function skipNull(data: string, at: number): number {
  return hasTextAt(data, at, 'null') ? at + 4 : -1;
}
