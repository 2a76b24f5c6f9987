import type { CorePort } from '../core/core-port.js';
import type { ApiExchange, ApiHandler } from '../http/api-exchange.js';
import { sendJson } from '../http/send-json.js';
import { toCodexModelInfo } from '../models/to-codex-model-info.js';
import { toModelListEntry } from '../models/to-model-list-entry.js';

/**
 * `GET /v1/models`: exactly the models visible to the token, as one union body for the OpenAI SDK, the Anthropic SDK
 * and Claude Code; Codex's catalog shape when it asks with `?client_version=`.
 */
export function createModelsHandler(core: CorePort, codexInstructions: (modelId: string) => string | undefined): ApiHandler {
  return ({ response, context, query }: ApiExchange) => {
    const principal = context.principal;
    if (principal === undefined) throw new Error('GET /v1/models ran without authentication.');
    const models = core.visibleModels(principal);
    if (query !== '' && new URLSearchParams(query).has('client_version')) {
      sendJson(response, 200, { models: models.map((model, index) => toCodexModelInfo(model, index, codexInstructions(model.id))) });
      return;
    }
    const data = models.map(toModelListEntry);
    sendJson(response, 200, { object: 'list', data, has_more: false, first_id: models[0]?.id ?? null, last_id: models.at(-1)?.id ?? null });
  };
}
