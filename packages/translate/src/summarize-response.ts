import { CODECS } from './codec-registry.js';
import type { FormatId } from '@modelgate/ir';
import { createWarningSink } from './ir/create-warning-sink.js';
import type { ResponseSummary } from './ir/response-summary.js';

/** The model and stop reason of a whole response body in `format` (see ResponseSummary). Never throws. */
export function summarizeResponse(format: FormatId, responseBody: unknown): ResponseSummary {
  try {
    const ir = CODECS[format].responseToIr(responseBody, createWarningSink());
    return { model: ir.model, stopReason: ir.stopReason };
  } catch {
    return { model: undefined, stopReason: undefined };
  }
}
