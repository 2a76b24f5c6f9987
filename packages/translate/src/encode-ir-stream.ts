import type { FormatId, IrStreamEvent } from '@modelgate/ir';
import { CODECS } from './codec-registry.js';
import type { ResponseContext } from './ir/response-context.js';
import { clientAnswerOf } from './client-answer-of.js';

/**
 * IR stream events written as the SSE text of a streamed answer in `format`, one string per input event that
 * produced output, ending with the format's terminal event (the encoder is given its `end` after the events).
 */
export function encodeIrStream(input: { format: FormatId; events: readonly IrStreamEvent[]; context: ResponseContext }): string[] {
  const encoder = CODECS[input.format].createIrToStream(input.context, clientAnswerOf(input.context, input.format));
  const parts: string[] = [];
  for (const event of [...input.events, { type: 'end' } as const]) {
    const text = encoder.push(event).join('');
    if (text !== '') parts.push(text);
  }
  return parts;
}
