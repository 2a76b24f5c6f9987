import type { FormatId, IrResponse } from '@modelgate/ir';
import { CODECS } from './codec-registry.js';
import { createWarningSink } from './ir/create-warning-sink.js';
import type { ResponseContext } from './ir/response-context.js';

/** An IR response written as a whole response body of `format` (an answer produced in the IR, such as the demo's). */
export function encodeIrResponse(input: { format: FormatId; response: IrResponse; context: ResponseContext }): unknown {
  return CODECS[input.format].irToResponse(input.response, input.context, createWarningSink());
}
