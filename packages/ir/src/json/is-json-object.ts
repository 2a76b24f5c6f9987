/** A JSON object as read from the wire: its members not checked yet. */
export type JsonObject = Record<string, unknown>;

/** True for a JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
