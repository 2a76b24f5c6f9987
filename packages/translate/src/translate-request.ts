import { CODECS } from './codec-registry.js';
import type { FormatId } from '@modelgate/ir';
import type { RequestBodyOf } from './ir/client-request.js';
import type { JsonRecord } from './ir/read-json.js';
import { normalizeToolTurns } from './ir/normalize-tool-turns.js';
import type { RequestTranslationOptions } from './ir/request-translation-options.js';
import { createWarningSink, type WarningSink } from './ir/create-warning-sink.js';
import type { TranslationWarning } from './translation-warning.js';

/** A request in format `F`, as that format's validator accepted it, to translate into format `to`. */
export type TranslateRequestInputOf<F extends FormatId> = { from: F; to: FormatId; body: RequestBodyOf[F]; options: RequestTranslationOptions };

/** The input of `translateRequest`, keyed by `from`: the body is that format's request type. */
export type TranslateRequestInput = { [F in FormatId]: TranslateRequestInputOf<F> }[FormatId];

function readRequest<F extends FormatId>(input: TranslateRequestInputOf<F>, warnings: WarningSink) {
  return CODECS[input.from].requestToIr(input.body, warnings);
}

/**
 * Translates a client request into the upstream's format. Lossy mappings are listed in `warnings`;
 * what the target cannot express at all throws a `TranslationError`.
 */
export function translateRequest<F extends FormatId>(input: TranslateRequestInputOf<F>): { body: JsonRecord; warnings: TranslationWarning[] } {
  if (input.from === input.to) return { body: input.body, warnings: [] };
  const warnings = createWarningSink();
  const ir = readRequest(input, warnings);
  ir.messages = normalizeToolTurns(ir.messages, warnings);
  const body = CODECS[input.to].irToRequest(ir, input.options, warnings);
  return { body, warnings: warnings.list() };
}
