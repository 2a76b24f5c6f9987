import { EMPTY_USAGE, type IrResponse, type IrTokenLogprob } from '@modelgate/ir';
import type { ResponsesOutputItem, ResponsesResponse } from '@modelgate/openai-responses';
import type { ResponseContext } from '../ir/response-context.js';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { mapIrStopReasonToResponses } from './map-finish-reason.js';
import { toolCallItemPrefix, writeMessageItem, writeReasoningItem, writeToolCallItem } from './write-output-item.js';
import { writeResponseObject, writeResponseObjectJson, type ResponseObjectInput } from './write-response-object.js';

/** IR → OpenAI Responses response. */
export function irToResponsesResponse(ir: IrResponse, context: ResponseContext, _warnings: WarningSink): ResponsesResponse {
  return writeResponseObject(responseObjectOf(ir, context));
}

/** `JSON.stringify(irToResponsesResponse(…))`, byte for byte, its fixed members written as text (writeResponseObjectJson). */
export function irToResponsesResponseJson(ir: IrResponse, context: ResponseContext, _warnings: WarningSink): string {
  return writeResponseObjectJson(responseObjectOf(ir, context));
}

/** The response's varying parts, its ids taken from `context` in the order the items come. */
function responseObjectOf(ir: IrResponse, context: ResponseContext): ResponseObjectInput {
  const output: ResponsesOutputItem[] = [];
  let texts: { type: 'text' | 'refusal'; text: string; logprobs?: IrTokenLogprob[] }[] = [];
  const flush = (): void => {
    if (texts.length > 0) output.push(writeMessageItem(context.newId('msg_'), texts, 'completed'));
    texts = [];
  };
  for (const part of ir.content) {
    switch (part.type) {
      case 'text':
        if (part.text !== '') texts.push(part.logprobs === undefined ? { type: 'text', text: part.text } : { type: 'text', text: part.text, logprobs: part.logprobs });
        break;
      case 'refusal':
        if (part.text !== '') texts.push({ type: 'refusal', text: part.text });
        break;
      case 'reasoning':
        flush();
        output.push(writeReasoningItem(part.id ?? context.newId('rs_'), part));
        break;
      case 'tool-call':
        flush();
        output.push(writeToolCallItem(context.newId(toolCallItemPrefix(part.kind)), part, 'completed'));
        break;
      default: {
        const never: never = part;
        return never;
      }
    }
  }
  flush();
  const outcome = mapIrStopReasonToResponses(ir.stopReason);
  return {
    id: context.newId('resp_'),
    createdAt: Math.floor(context.now() / 1000),
    model: context.model,
    status: outcome.status,
    output,
    usage: ir.usage ?? EMPTY_USAGE,
    ...(outcome.incompleteReason === undefined ? {} : { incompleteReason: outcome.incompleteReason }),
  };
}
