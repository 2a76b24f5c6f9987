import type { CheckFunction } from './check-context.js';

/** A request ID comes back as `x-request-id` or `request-id`, for the SPEC §7 rule 3 record. */
export const checkRequestId: CheckFunction = ({ response }) => {
  const id = response.headers['x-request-id'] ?? response.headers['request-id'];
  return id !== undefined && id.trim().length > 0 ? [] : ['no x-request-id or request-id header'];
};
