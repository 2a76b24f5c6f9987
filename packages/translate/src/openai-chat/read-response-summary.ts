import type { ResponseSummary } from '../ir/response-summary.js';
import { asArray, asRecord, readString, type JsonRecord } from '../ir/read-json.js';
import { mapChatFinishReasonToIr } from './map-finish-reason.js';

/** The model and stop reason of a chat completion (its first choice), as chatResponseToIr reads them, and nothing else. */
export function readChatResponseSummary(body: JsonRecord): ResponseSummary {
  return { model: readString(body, 'model'), stopReason: mapChatFinishReasonToIr(asRecord(asArray(body['choices'])[0])['finish_reason']) };
}
