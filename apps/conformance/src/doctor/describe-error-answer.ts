import { isJsonObject, parseJsonBody } from '../http/parse-json-body.js';
import type { ReceivedResponse } from '../types.js';

/** `HTTP 404: <error.message>` from either error envelope, or the start of the body. */
export function describeErrorAnswer(response: ReceivedResponse): string {
  const parsed = parseJsonBody(response.bodyText);
  const error = parsed.ok && isJsonObject(parsed.value) ? parsed.value.error : undefined;
  const message = isJsonObject(error) && typeof error.message === 'string' ? error.message : response.bodyText.slice(0, 160);
  return message.length > 0 ? `HTTP ${response.status}: ${message}` : `HTTP ${response.status}`;
}
