/**
 * A text test on JSON, no parsing: true when `json` has a member named `key` whose value is an object
 * (`"key"`, optional whitespace, `:`, optional whitespace, `{`), at any depth. Keys written with escapes
 * (`"\u0075sage"`) are not recognised; no JSON encoder writes them.
 */
export function hasJsonObjectMember(json: string, key: string): boolean {
  return hasJsonMemberStartingWith(json, key, 123 /* { */);
}

/** Like hasJsonObjectMember, for a member whose value is a string (`"finish_reason":"stop"`, not `:null`). */
export function hasJsonStringMember(json: string, key: string): boolean {
  return hasJsonMemberStartingWith(json, key, 34 /* " */);
}

function hasJsonMemberStartingWith(json: string, key: string, valueStart: number): boolean {
  const quoted = `"${key}"`;
  for (let at = json.indexOf(quoted); at >= 0; at = json.indexOf(quoted, at + quoted.length)) {
    let index = at + quoted.length;
    while (isJsonSpace(json.charCodeAt(index))) index += 1;
    if (json.charCodeAt(index) !== 58 /* : */) continue;
    index += 1;
    while (isJsonSpace(json.charCodeAt(index))) index += 1;
    if (json.charCodeAt(index) === valueStart) return true;
  }
  return false;
}

function isJsonSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}
