import { CODECS } from './codec-registry.js';
import type { FormatId, IrUsage } from '@modelgate/ir';
import { isRecord } from './ir/read-json.js';

/**
 * The usage of a whole response body in `format`, or undefined when it has none: what `responseToIr` reads as its
 * usage, read from that member alone (the codec's `responseUsage`), not by decoding the answer. Never throws.
 */
export function extractUsage(format: FormatId, responseBody: unknown): IrUsage | undefined {
  if (!isRecord(responseBody)) return undefined;
  try {
    return CODECS[format].responseUsage(responseBody);
  } catch {
    return undefined;
  }
}
