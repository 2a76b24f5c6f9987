import { isJsonObject } from '../http/parse-json-body.js';
import { describeValue } from './describe-value.js';

/** GET /v1/models: `data[]`, each entry with a string `id` (SPEC §4). */
export function checkModelsContent(body: unknown): string[] {
  if (!isJsonObject(body)) return [`body is not a JSON object: ${describeValue(body)}`];
  if (!Array.isArray(body.data)) return ['"data" is not an array'];
  if (body.data.length === 0) return ['"data" is empty: the token sees no models'];
  const findings: string[] = [];
  body.data.forEach((entry: unknown, index) => {
    if (!isJsonObject(entry) || typeof entry.id !== 'string' || entry.id.length === 0) {
      findings.push(`data[${index}] has no string "id": ${describeValue(entry)}`);
    }
  });
  return findings;
}

/** The model IDs of a model list body, or an empty list when it has none. */
export function listModelIds(body: unknown): string[] {
  if (!isJsonObject(body) || !Array.isArray(body.data)) return [];
  return body.data.flatMap((entry: unknown) =>
    isJsonObject(entry) && typeof entry.id === 'string' ? [entry.id] : [],
  );
}
