/** Parses tool-call arguments the way clients do: `""` as `{}`, and the raw text kept when it is not JSON. */
export function parseToolArguments(text: string): unknown {
  try {
    return JSON.parse(text === '' ? '{}' : text) as unknown;
  } catch {
    return text;
  }
}
