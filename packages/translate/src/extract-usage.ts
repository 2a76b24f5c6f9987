import { CODECS } from './codec-registry.js';
import type { FormatId } from '@modelgate/ir';
import type { IrUsage } from './ir/ir-usage.js';
import { createWarningSink } from './ir/create-warning-sink.js';

/** The usage of a whole response body in `format`, or undefined when it has none. Never throws. */
export function extractUsage(format: FormatId, responseBody: unknown): IrUsage | undefined {
  try {
    return CODECS[format].responseToIr(responseBody, createWarningSink()).usage;
  } catch {
    return undefined;
  }
}
