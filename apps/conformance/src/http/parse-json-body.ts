export type JsonParseResult = { ok: true; value: unknown } | { ok: false; reason: string };

/** Parses a response body as JSON without throwing. */
export function parseJsonBody(text: string): JsonParseResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Narrows a JSON value to a plain object. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
