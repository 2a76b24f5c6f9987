import { isRecord } from './read-json.js';

/** Removes the top-level `$schema` keyword (Claude Code sends draft 2020-12 URIs that OpenAI strict mode rejects). */
export function stripJsonSchemaMeta(schema: unknown): unknown {
  if (!isRecord(schema) || !('$schema' in schema)) return schema;
  const { $schema: _dropped, ...rest } = schema;
  return rest;
}
