import type { FormatId, IrRequest } from '@modelgate/ir';
import { CODECS } from './codec-registry.js';
import { createWarningSink } from './ir/create-warning-sink.js';

/** A request body in `format` read into the IR (what a model behind the gateway sees of it, whatever its format). */
export function readIrRequest(input: { format: FormatId; body: unknown }): IrRequest {
  return CODECS[input.format].requestToIr(input.body, createWarningSink());
}
