/** What the mock answers by: the model it echoes and picks a profile with, whether to stream, whether usage ends it. */
export type MockRequestFields = { model: string; stream: boolean; request: Record<string, unknown> };

const SPACE = /[ \t\r\n]*/y;
const STRING = /"((?:[^"\\]|\\.)*)"/y;
const TRUE = /true/y;

/** Where the value of the first `"key":` in `text` starts, or -1: a quoted key not followed by a colon is a value. */
function findValue(text: string, key: string): number {
  const quoted = `"${key}"`;
  for (let at = text.indexOf(quoted); at !== -1; at = text.indexOf(quoted, at + 1)) {
    SPACE.lastIndex = at + quoted.length;
    SPACE.exec(text);
    if (text[SPACE.lastIndex] !== ':') continue;
    SPACE.lastIndex += 1;
    SPACE.exec(text);
    return SPACE.lastIndex;
  }
  return -1;
}

function readsAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  if (at === -1) return null;
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/**
 * The fields the mock needs, read from the body's bytes without parsing it: a client's key never matches inside a
 * JSON string (its quotes would be escaped there), and the bench's bodies name each key once. Each key is found with
 * `indexOf` and only its value read, so a 100 KB or 1 MB body costs the mock a search, not a full `JSON.parse` on the
 * cores the gateway is measured on. `request` holds what a format's `wantsStreamUsage` reads. Undefined when the body
 * names no model.
 */
export function readRequestFields(body: Buffer): MockRequestFields | undefined {
  const text = body.toString('latin1');
  const model = readsAt(STRING, text, findValue(text, 'model'))?.[1];
  if (model === undefined) return undefined;
  const stream = readsAt(TRUE, text, findValue(text, 'stream')) !== null;
  const includeUsage = readsAt(TRUE, text, findValue(text, 'include_usage')) !== null;
  return { model, stream, request: { model, stream, stream_options: { include_usage: includeUsage } } };
}
