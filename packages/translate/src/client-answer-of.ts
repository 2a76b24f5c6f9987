import type { FormatId } from '@modelgate/ir';
import type { ClientAnswer } from './ir/client-answer.js';
import type { RequestBodyOf } from './ir/client-request.js';
import type { ResponseContext } from './ir/response-context.js';
import { readClientAnswer } from './read-client-answer.js';

/** The context's `clientAnswer`, or the deprecated `clientRequest` read for an answer in `format`. */
export function clientAnswerOf<F extends FormatId>(context: ResponseContext, format: F): ClientAnswer {
  return context.clientAnswer ?? readClientAnswer(format, context.clientRequest as RequestBodyOf[F]);
}
