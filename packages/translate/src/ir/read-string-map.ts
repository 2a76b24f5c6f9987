import { isRecord } from './read-json.js';

/** A `{ key: string }` map such as OpenAI `metadata` (non-string values left out), or undefined when there is none. */
export function readStringMap(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const map: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) if (typeof item === 'string') map[key] = item;
  return map;
}
