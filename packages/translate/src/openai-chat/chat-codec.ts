import type { FormatCodec } from '../ir/format-codec.js';
import { irToChatRequest } from './ir-to-request.js';
import { chatRequestToIr } from './request-to-ir.js';

export const chatCodec: FormatCodec = {
  requestToIr: chatRequestToIr,
  irToRequest: irToChatRequest,
};
