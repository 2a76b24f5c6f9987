import { CODECS } from './codec-registry.js';
import type { FormatId, IrResponse, IrUsage } from '@modelgate/ir';
import type { ResponseContext } from './ir/response-context.js';
import { restoreToolCall } from './ir/tool-restoration.js';
import { createWarningSink, type WarningSink } from './ir/create-warning-sink.js';
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
  const ir = readResponseIr(input, warnings);
  const body = CODECS[input.to].irToResponse(ir, input.context, warnings);
  return { body, warnings: warnings.list(), usage: ir.usage };
}

/**
 * translateResponse's body as its JSON text (`JSON.stringify(body)`, byte for byte), for a caller that only sends
 * it: the client format's codec writes the text itself where it can (irToResponseJson). Formats differ (`from` ≠ `to`).
 */
export function translateResponseJson(input: TranslateResponseInput): { json: string; warnings: TranslationWarning[]; usage?: IrUsage | undefined } {
  const warnings = createWarningSink();
  const ir = readResponseIr(input, warnings);
  const codec = CODECS[input.to];
  const json = codec.irToResponseJson?.(ir, input.context, warnings) ?? JSON.stringify(codec.irToResponse(ir, input.context, warnings));
  return { json, warnings: warnings.list(), usage: ir.usage };
}

/** The upstream answer as IR, its tool calls restored to the client's own tools. */
function readResponseIr(input: TranslateResponseInput, warnings: WarningSink): IrResponse {
  const ir = CODECS[input.from].responseToIr(input.body, warnings);
  const restoration = clientAnswerOf(input.context, input.to).toolRestoration;
  if (restoration !== undefined) {
    ir.content = ir.content.map((part) => (part.type === 'tool-call' ? restoreToolCall(part, restoration) : part));
  }
  return ir;
}
