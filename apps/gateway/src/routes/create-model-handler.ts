import type { Request, RequestHandler, Response } from 'express';
import type { CorePort } from '../core/core-port.js';
import { createModelNotFoundError } from '../generate/create-model-not-found-error.js';
import { getRequestContext } from '../http/request-context.js';
import { toModelListEntry } from '../models/to-model-list-entry.js';

/** `GET /v1/models/{id}` (both SDKs' `models.retrieve`): one visible model, else 404 `model_not_found`. */
export function createModelHandler(core: CorePort): RequestHandler {
  return (request: Request, response: Response) => {
    const principal = getRequestContext(response).principal;
    if (principal === undefined) throw new Error('GET /v1/models/:id ran without authentication.');
    // A wildcard parameter arrives as its path segments.
    const segments: unknown = request.params['id'];
    const id = Array.isArray(segments) ? segments.join('/') : String(segments ?? '');
    const resolved = core.resolveModel(principal, id);
    if (!resolved.ok) throw createModelNotFoundError(id, resolved.suggestions);
    response.json(toModelListEntry(resolved.model));
  };
}
