import type { ResponseSummary } from '../ir/response-summary.js';
import { readString, type JsonRecord } from '../ir/read-json.js';
import { mapAnthropicStopReasonToIr } from './map-finish-reason.js';

/** The model and stop reason of a Messages response, as anthropicResponseToIr reads them, and nothing else. */
export function readAnthropicResponseSummary(body: JsonRecord): ResponseSummary {
  return { model: readString(body, 'model'), stopReason: mapAnthropicStopReasonToIr(body['stop_reason']) };
}
