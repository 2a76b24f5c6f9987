/** Stable JSON text of a document: two-space indent and a final newline, keys in their source order. */
export function stringifyDocument(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
