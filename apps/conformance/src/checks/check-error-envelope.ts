import { toSchemaFindings } from '../formats/to-schema-findings.js';
import type { CheckFunction } from './check-context.js';

/**
 * The error is answered in the envelope the endpoint's clients parse (PROTOCOLS §8.9, PEERS #41-43; SPEC §7 leaves the shape open),
 * then, once the envelope is right, validated with the format's error schema: one wrong envelope is one finding.
 */
export const checkErrorEnvelope: CheckFunction = ({ profile, json, response }) => {
  if (response.status < 400) return [`status ${response.status} is not an error, so there is no error envelope`];
  if (json === undefined) return [`the error body is not JSON (content-type ${response.headers['content-type'] ?? 'none'})`];
  const findings = profile.checkErrorEnvelope(json, response.status);
  return findings.length > 0 ? findings : toSchemaFindings(profile.schema.errorBody(json));
};
