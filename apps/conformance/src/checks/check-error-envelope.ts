import type { CheckFunction } from './check-context.js';

/** The error is answered in the endpoint's own envelope (SPEC §7; PEERS §5.1). */
export const checkErrorEnvelope: CheckFunction = ({ profile, json, response }) => {
  if (response.status < 400) return [`status ${response.status} is not an error, so there is no error envelope`];
  if (json === undefined) return ['the error body is not JSON'];
  return profile.checkErrorEnvelope(json, response.status);
};
