/**
 * The value of the JSON string literal `text.slice(at, end)`, which the caller already checked is one (for example
 * with `skipJsonString`). Without escapes it is the text between the quotes; with escapes JSON.parse of just the
 * literal decodes them exactly as a JSON.parse of the whole document would (lone surrogates included).
 */
export function decodeJsonString(text: string, at: number, end: number): string {
  const raw = text.slice(at + 1, end - 1);
  return raw.includes('\\') ? (JSON.parse(text.slice(at, end)) as string) : raw;
}
