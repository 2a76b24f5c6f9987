import type { ChatRequest } from '@modelgate/openai-chat';
import { asRecord } from '../ir/read-json.js';

/** Whether a chat client gets the final usage chunk (`choices: []`): OpenAI sends it only with `stream_options.include_usage`. */
export function wantsStreamUsage(clientRequest: ChatRequest): boolean {
  return asRecord(asRecord(clientRequest)['stream_options'])['include_usage'] === true;
}
