import type { FormatId, IrRequest } from '@modelgate/ir';
import { CODECS } from './codec-registry.js';
import { createWarningSink } from './ir/create-warning-sink.js';
import type { RequestBodyOf } from './ir/client-request.js';

/** The input of readIrRequest: a request body of `format`, as that format's validator accepts it. */
export type ReadIrRequestInput = { [F in FormatId]: { format: F; body: RequestBodyOf[F] } }[FormatId];

function readRequest<F extends FormatId>(input: { format: F; body: RequestBodyOf[F] }): IrRequest {
  return CODECS[input.format].requestToIr(input.body, createWarningSink());
}

/** A request body in `format` read into the IR (what a model behind the gateway sees of it, whatever its format). */
export function readIrRequest(input: ReadIrRequestInput): IrRequest {
  return readRequest(input);
}
