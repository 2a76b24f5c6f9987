import type { FormatId } from '@modelgate/ir';
import { CODECS } from '../codec-registry.js';
import { createWarningSink } from './create-warning-sink.js';
import type { RequestBodyOf } from './client-request.js';
import { createToolRestoration, type ToolRestoration } from './tool-restoration.js';

/**
 * The tool restoration implied by the client's original request (in the client's format, `format`), or undefined
 * when there is nothing to restore.
 */
export function readClientToolRestoration<F extends FormatId>(format: F, clientRequest: RequestBodyOf[F]): ToolRestoration | undefined {
  try {
    // The tools alone: the whole request (a 100 KB conversation) was read once already, for the upstream.
    const restoration = createToolRestoration(CODECS[format].requestToolsToIr(clientRequest, createWarningSink()));
    return restoration.size > 0 ? restoration : undefined;
  } catch {
    return undefined;
  }
}
