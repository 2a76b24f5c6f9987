import type { FormatCodec } from '../ir/format-codec.js';
import { irToAnthropicRequest } from './ir-to-request.js';
import { anthropicRequestToIr } from './request-to-ir.js';

export const anthropicCodec: FormatCodec = {
  requestToIr: anthropicRequestToIr,
  irToRequest: irToAnthropicRequest,
};
