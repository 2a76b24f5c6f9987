import { GatewayError } from '../errors/gateway-error.js';
import { truncateEcho } from '../errors/truncate-echo.js';

/** 404 `model_not_found` with the SPEC §7 remedy and the nearest IDs the token can see. */
export function createModelNotFoundError(modelId: string, suggestions: readonly string[]): GatewayError {
  const nearest = suggestions.length > 0 ? ` Nearest visible IDs: ${suggestions.slice(0, 5).join(', ')}.` : '';
  return new GatewayError({
    code: 'not_found',
    wireCode: 'model_not_found',
    param: 'model',
    message:
      `The model '${truncateEcho(modelId)}' does not exist or is not visible to this token. Call GET /v1/models with the same token ` +
      `and use a complete data[].id as model; IDs match exactly (case, slashes, hyphens and suffixes).${nearest}`,
  });
}
