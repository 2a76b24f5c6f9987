import type { ResponseSummary } from '../ir/response-summary.js';
import { asArray, asRecord, readString, type JsonRecord } from '../ir/read-json.js';
import { mapResponsesStatusToIr } from './map-finish-reason.js';

/** The output items responsesResponseToIr reads as tool calls (readAssistantItem). */
const TOOL_CALL_ITEMS: ReadonlySet<unknown> = new Set(['function_call', 'custom_tool_call', 'tool_search_call']);

/** The model and stop reason of a Responses response, as responsesResponseToIr reads them, without reading content. */
export function readResponsesResponseSummary(body: JsonRecord): ResponseSummary {
  const hasToolCalls = asArray(body['output']).some((item) => TOOL_CALL_ITEMS.has(asRecord(item)['type']));
  return { model: readString(body, 'model'), stopReason: mapResponsesStatusToIr(body['status'], asRecord(body['incomplete_details'])['reason'], hasToolCalls) };
}
