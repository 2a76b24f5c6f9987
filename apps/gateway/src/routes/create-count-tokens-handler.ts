import type { CorePort } from '../core/core-port.js';
import { createInvalidBodyError } from '../formats/create-invalid-body-error.js';
import type { ValidationResult } from '../formats/format-package.js';
import { FORMAT_MODULES } from '../formats/format-modules.js';
import { createModelNotFoundError } from '../generate/create-model-not-found-error.js';
import type { ApiExchange, ApiHandler } from '../http/api-exchange.js';
import { sendJson } from '../http/send-json.js';
import { estimateInputTokens } from '../usage/estimate-input-tokens.js';
import { requireJsonObjectBody } from './require-json-object-body.js';

/**
 * `POST /v1/messages/count_tokens` (Claude Code sends it, with `?beta=true`): a local estimate of the input tokens of
 * `system`, `messages` and `tools` (the one admission uses) for a model the token can see. Never a fake zero (PEERS.md 3b.19).
 */
export function createCountTokensHandler(core: CorePort, validate: (value: unknown) => ValidationResult): ApiHandler {
  const profile = { ...FORMAT_MODULES['anthropic-messages'], endpoint: '/v1/messages/count_tokens', minimalBody: { model: '<id from GET /v1/models>', messages: [{ role: 'user', content: 'Hello' }] } };
  const otherProfiles = Object.values(FORMAT_MODULES).filter((other) => other.id !== 'anthropic-messages');
  return ({ response, context, body: parsedBody }: ApiExchange) => {
    if (context.principal === undefined) throw new Error('count_tokens ran without authentication.');
    const body = requireJsonObjectBody(parsedBody, profile);
    const validation = validate(body);
    if (!validation.ok) throw createInvalidBodyError({ profile, issues: validation.issues, body, otherProfiles });
    const modelId = String(body['model']);
    context.diagnostic.model = modelId;
    const resolved = core.resolveModel(context.principal, modelId);
    if (!resolved.ok) throw createModelNotFoundError(modelId, resolved.suggestions);
    sendJson(response, 200, { input_tokens: estimateInputTokens(body) });
  };
}
