import type { IrReasoningPart } from '@modelgate/ir';
import { unwrapOpaqueReasoning } from '../ir/wrap-opaque-reasoning.js';

/** What a Responses `reasoning` item says, whether read from a typed request or from an upstream's answer. */
export type ReasoningItemFields = { id: string | undefined; summary: string[]; content: string[]; encryptedContent: string | undefined };

/** A Responses `reasoning` item's fields → IR reasoning part (the raw content when there is some, else the summary). */
export function toReasoningPart(item: ReasoningItemFields): IrReasoningPart {
  const { id, summary, content, encryptedContent } = item;
  const part: IrReasoningPart = { type: 'reasoning', text: content.length > 0 ? content.join('') : summary.join('\n\n') };
  if (summary.length > 0) part.summary = summary;
  if (id !== undefined) part.id = id;
  if (encryptedContent !== undefined && encryptedContent !== '') {
    part.opaque = unwrapOpaqueReasoning(encryptedContent, 'openai-responses', 'encrypted');
    if (part.opaque.format === 'openai-responses' && part.opaque.id === undefined && id !== undefined) part.opaque.id = id;
  }
  return part;
}
