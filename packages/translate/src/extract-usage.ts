import { CODECS } from './codec-registry.js';
import type { FormatId, IrUsage } from '@modelgate/ir';
import { createWarningSink } from './ir/create-warning-sink.js';

/** The usage of a whole response body in `format`, or undefined when it has none. Never throws. */
export function extractUsage(format: FormatId, responseBody: unknown): IrUsage | undefined {
  try {
    return CODECS[format].responseToIr(responseBody, createWarningSink()).usage;
  } catch {
    return undefined;
  }
}
