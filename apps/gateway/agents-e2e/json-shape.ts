/** Narrowing helpers for JSON read off the wire (never throw). */
export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readArray(value: unknown, field: string): unknown[] {
  if (!isJsonObject(value)) return [];
  const inner = value[field];
  return Array.isArray(inner) ? inner : [];
}

export function readString(value: unknown, field: string): string | undefined {
  if (!isJsonObject(value)) return undefined;
  const inner = value[field];
  return typeof inner === 'string' ? inner : undefined;
}

/** Text of a content value that is either a string or a list of `{type:'text', text}` parts. */
export function readContentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part) => readString(part, 'text') ?? '').join('');
}
