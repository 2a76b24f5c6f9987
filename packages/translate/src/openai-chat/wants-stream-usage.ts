import type { ClientRequest } from '../ir/client-request.js';
import { asRecord } from '../ir/read-json.js';

/** Whether a chat client gets the final usage chunk (`choices: []`): OpenAI sends it only with `stream_options.include_usage`. */
export function wantsStreamUsage(clientRequest: ClientRequest): boolean {
  return asRecord(asRecord(clientRequest)['stream_options'])['include_usage'] === true;
}
