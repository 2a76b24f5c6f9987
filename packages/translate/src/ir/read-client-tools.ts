import { createWarningSink } from './create-warning-sink.js';
import type { ClientRequest } from './client-request.js';
import type { FormatCodec } from './format-codec.js';
import { createToolRestoration, type ToolRestoration } from './tool-restoration.js';

/** The tool restoration implied by the client's original request, or undefined when there is nothing to restore. */
export function readClientToolRestoration(codec: FormatCodec, clientRequest: ClientRequest): ToolRestoration | undefined {
  try {
    const restoration = createToolRestoration(codec.requestToIr(clientRequest, createWarningSink()).tools);
    return restoration.size > 0 ? restoration : undefined;
  } catch {
    return undefined;
  }
}
