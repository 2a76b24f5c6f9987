import { isJsonObject } from '../http/parse-json-body.js';
import type { CheckFunction } from './check-context.js';

/**
 * A request ID comes back for the SPEC §7 rule 3 record: as an `x-request-id` or `request-id` header, or as a
 * `request_id` in the body (where the Anthropic envelope puts it).
 */
export const checkRequestId: CheckFunction = ({ response, json }) => {
  const header = response.headers['x-request-id'] ?? response.headers['request-id'];
  if (header !== undefined && header.trim().length > 0) return [];
  const inBody = isJsonObject(json) && typeof json.request_id === 'string' && json.request_id.length > 0;
  return inBody ? [] : ['no request ID: neither an x-request-id or request-id header nor a request_id in the body'];
};
