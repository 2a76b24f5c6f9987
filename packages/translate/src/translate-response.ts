import { CODECS } from './codec-registry.js';
import type { FormatId, IrUsage } from '@modelgate/ir';
import type { ResponseContext } from './ir/response-context.js';
import { restoreToolCall } from './ir/tool-restoration.js';
import { createWarningSink } from './ir/create-warning-sink.js';
import type { TranslationWarning } from './translation-warning.js';
import { clientAnswerOf } from './client-answer-of.js';

export type TranslateResponseInput = { from: FormatId; to: FormatId; body: unknown; context: ResponseContext };

/**
 * Translates a whole (non-streamed) upstream response into the client's format. `usage` is the upstream's usage as
 * extractUsage reads it (undefined when it reported none, and when nothing was translated): the gateway bills from
 * it without converting the answer a second time.
 */
export function translateResponse(input: TranslateResponseInput): { body: unknown; warnings: TranslationWarning[]; usage?: IrUsage | undefined } {
  if (input.from === input.to) return { body: input.body, warnings: [] };
  const warnings = createWarningSink();
  const ir = CODECS[input.from].responseToIr(input.body, warnings);
  const restoration = clientAnswerOf(input.context, input.to).toolRestoration;
  if (restoration !== undefined) {
    ir.content = ir.content.map((part) => (part.type === 'tool-call' ? restoreToolCall(part, restoration) : part));
  }
  const body = CODECS[input.to].irToResponse(ir, input.context, warnings);
  return { body, warnings: warnings.list(), usage: ir.usage };
}
