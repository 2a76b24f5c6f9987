import { CODECS } from './codec-registry.js';
import type { FormatId } from '@modelgate/ir';
import { isRecord } from './ir/read-json.js';
import type { ResponseSummary } from './ir/response-summary.js';

/**
 * The model and stop reason of a whole response body in `format` (see ResponseSummary), read from those fields alone
 * (the codec's `summarizeResponse`), not by decoding the answer. Never throws.
 */
export function summarizeResponse(format: FormatId, responseBody: unknown): ResponseSummary {
  if (!isRecord(responseBody)) return { model: undefined, stopReason: undefined };
  return CODECS[format].summarizeResponse(responseBody);
}
