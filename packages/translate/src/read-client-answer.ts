import type { FormatId } from '@modelgate/ir';
import { CODECS } from './codec-registry.js';
import type { ClientAnswer } from './ir/client-answer.js';
import type { RequestBodyOf } from './ir/client-request.js';
import { readClientToolRestoration } from './ir/read-client-tools.js';

/**
 * What an answer in `format` needs of the client's request (`clientRequest`, as that format's validator accepted it):
 * its tool restoration and what it asked of the stream. Read once per request; the answer's translation (a
 * ResponseContext's `clientAnswer`) reads nothing else of the request.
 */
export function readClientAnswer<F extends FormatId>(format: F, clientRequest: RequestBodyOf[F]): ClientAnswer {
  return { toolRestoration: readClientToolRestoration(format, clientRequest), streamUsage: CODECS[format].wantsStreamUsage(clientRequest) };
}
