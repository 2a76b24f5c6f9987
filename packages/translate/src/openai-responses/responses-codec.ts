import type { FormatCodec } from '../ir/format-codec.js';
import { irToResponsesRequest } from './ir-to-request.js';
import { responsesRequestToIr } from './request-to-ir.js';

export const responsesCodec: FormatCodec = {
  requestToIr: responsesRequestToIr,
  irToRequest: irToResponsesRequest,
};
