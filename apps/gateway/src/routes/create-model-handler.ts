import type { CorePort } from '../core/core-port.js';
import { createModelNotFoundError } from '../generate/create-model-not-found-error.js';
import type { ApiExchange, ApiHandler } from '../http/api-exchange.js';
import { sendJson } from '../http/send-json.js';
import { toModelListEntry } from '../models/to-model-list-entry.js';

/** `GET /v1/models/{id}` (both SDKs' `models.retrieve`): one visible model, else 404 `model_not_found`. */
export function createModelHandler(core: CorePort): ApiHandler {
  return ({ response, context, pathRest }: ApiExchange) => {
    const principal = context.principal;
    if (principal === undefined) throw new Error('GET /v1/models/:id ran without authentication.');
    // Model IDs may contain slashes (`openai/gpt-4o`): the whole rest of the path is the ID.
    const resolved = core.resolveModel(principal, pathRest);
    if (!resolved.ok) throw createModelNotFoundError(pathRest, resolved.suggestions);
    sendJson(response, 200, toModelListEntry(resolved.model));
  };
}
