import { decodeJsonString } from './decode-json-string.js';
import type { ChatTextDelta } from './read-chat-text-chunk.js';
import { hasTextAt, skipJsonString, skipJsonValue } from './skip-json-value.js';

/**
 * A chunk `readChatTextChunk` accepted, cut around holes: the string literal that carries its text (hole
 * `textHole`: the value of `content`, or of `reasoning_content`/`reasoning` for `'reasoning'`), and each string or
 * number value of a member the decoder ignores (`id`, `created`, `obfuscation`, …). The chunks of a stream usually
 * differ only in those (issue 7). Any text that keeps everything else and fills each hole with one valid JSON value
 * (a string literal for the text) is valid JSON with the same members in the same places, so it means the same text
 * delta with the new literal's text.
 */
export type ChatTextTemplate = {
  /** Everything before the text literal and after it, as in the chunk the template was cut from. */
  readonly before: string;
  readonly after: string;
  /** The same chunk cut finer: fixed text and the hole values as they were, alternating, fixed text first and last. */
  readonly parts: readonly string[];
  readonly textHole: number;
  readonly field: 'content' | 'reasoning';
};

/** `holes` holds the start and end index of each hole in `data`, in order. */
export function cutChatTextTemplate(data: string, holes: readonly number[], textHole: number, field: ChatTextTemplate['field']): ChatTextTemplate {
  const parts: string[] = [];
  let at = 0;
  for (let index = 0; index < holes.length; index += 2) {
    const start = holes[index] ?? 0;
    const end = holes[index + 1] ?? 0;
    parts.push(data.slice(at, start), data.slice(start, end));
    at = end;
  }
  parts.push(data.slice(at));
  return { before: data.slice(0, holes[2 * textHole]), after: data.slice(holes[2 * textHole + 1]), parts, textHole, field };
}

/** The text delta of `data` when it fills the template's holes with valid JSON values, else undefined. */
export function matchChatTextTemplate(template: ChatTextTemplate, data: string): ChatTextDelta | undefined {
  const text = matchTextOnly(template, data) ?? matchHoles(template, data);
  if (text === undefined) return undefined;
  return template.field === 'content' ? { reasoning: '', content: text } : { reasoning: text, content: '' };
}

/** The common case, in two native comparisons and a scan of the text: only the text differs. */
function matchTextOnly({ before, after }: ChatTextTemplate, data: string): string | undefined {
  const start = before.length;
  if (data.charCodeAt(start) !== 34 /* " */ || !hasTextAt(data, 0, before)) return undefined;
  const end = skipJsonString(data, start);
  if (end < 0 || data.length - end !== after.length || !hasTextAt(data, end, after)) return undefined;
  return decodeJsonString(data, start, end);
}

/**
 * Fixed text where it was, and in each hole any valid JSON value (a string literal for the text). A hole that still
 * holds its old value, followed by the fixed text, is compared rather than scanned.
 */
function matchHoles({ parts, textHole }: ChatTextTemplate, data: string): string | undefined {
  let at = 0;
  let text: string | undefined;
  for (let index = 0; index < parts.length; index += 2) {
    const fixed = parts[index] ?? '';
    if (!hasTextAt(data, at, fixed)) return undefined;
    at += fixed.length;
    if (index === parts.length - 1) break;
    const old = parts[index + 1] ?? '';
    if (index + 1 === 2 * textHole + 1) {
      if (data.charCodeAt(at) !== 34 /* " */) return undefined;
      const end = skipJsonString(data, at);
      if (end < 0) return undefined;
      text = decodeJsonString(data, at, end);
      at = end;
    } else if (hasTextAt(data, at, old) && hasTextAt(data, at + old.length, parts[index + 2] ?? '')) {
      at += old.length;
    } else {
      at = skipJsonValue(data, at);
      if (at < 0) return undefined;
    }
  }
  return at === data.length ? text : undefined;
}
