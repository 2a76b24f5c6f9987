import { type FormatModule, type JsonObject } from '@modelgate/ir';
import type { ModelDefinition } from '@modelgate/core';
import { GatewayError } from '../errors/gateway-error.js';

/** The limit of a model that names none: above every current model's output limit, far below a cost overflow. */
export const DEFAULT_MAX_OUTPUT_TOKENS_LIMIT = 128_000;

/** The largest max output a request for `model` may ask for. */
export function maxOutputTokensLimit(model: ModelDefinition): number {
  return model.maxOutputTokens ?? Math.max(DEFAULT_MAX_OUTPUT_TOKENS_LIMIT, model.defaultMaxOutputTokens);
}

/**
 * The request's max output (the model's default when it names none), or a 400 naming the field and the model's limit
 * when it asks for more: a `max_tokens` of 2^53 must not reach the cost arithmetic.
 */
export function readMaxOutputTokens(profile: FormatModule, body: JsonObject, model: ModelDefinition): number {
  const requested = profile.maxOutputTokens(body);
  if (requested === undefined) return model.defaultMaxOutputTokens;
  const limit = maxOutputTokensLimit(model);
  if (requested <= limit) return requested;
  const field = profile.maxOutputTokensFields.find((name) => body[name] === requested) ?? profile.maxOutputTokensFields[0] ?? 'max_tokens';
  return failTooLarge(field, requested, limit, model.id);
}

function failTooLarge(field: string, requested: number, limit: number, modelId: string): never {
  throw new GatewayError({
    code: 'invalid_request',
    param: field,
    message: `\`${field}\` is ${requested}, above the limit of ${limit} output tokens for the model '${modelId}'. Ask for at most ${limit}.`,
  });
}
