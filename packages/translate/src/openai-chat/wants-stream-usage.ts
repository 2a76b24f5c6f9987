import { asRecord, isRecord } from '../ir/read-json.js';

/**
 * Whether a chat client gets the final usage chunk (`choices: []`): OpenAI sends it only with
 * `stream_options.include_usage`. Without the client's request at hand, it is sent (clients accept it).
 */
export function wantsStreamUsage(clientRequest: unknown): boolean {
  if (!isRecord(clientRequest)) return true;
  return asRecord(clientRequest['stream_options'])['include_usage'] === true;
}
