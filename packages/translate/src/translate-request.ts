import { CODECS } from './codec-registry.js';
import type { FormatId } from '@modelgate/ir';
import { normalizeToolTurns } from './ir/normalize-tool-turns.js';
import type { RequestTranslationOptions } from './ir/request-translation-options.js';
import { createWarningSink } from './ir/create-warning-sink.js';
import type { TranslationWarning } from './translation-warning.js';

export type TranslateRequestInput = { from: FormatId; to: FormatId; body: unknown; options: RequestTranslationOptions };

/**
 * Translates a client request into the upstream's format. Lossy mappings are listed in `warnings`;
 * what the target cannot express at all throws a `TranslationError`.
 */
export function translateRequest(input: TranslateRequestInput): { body: unknown; warnings: TranslationWarning[] } {
  if (input.from === input.to) return { body: input.body, warnings: [] };
  const warnings = createWarningSink();
  const ir = CODECS[input.from].requestToIr(input.body, warnings);
  ir.messages = normalizeToolTurns(ir.messages, warnings);
  const body = CODECS[input.to].irToRequest(ir, input.options, warnings);
  return { body, warnings: warnings.list() };
}
