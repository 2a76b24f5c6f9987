import { GatewayError } from '../errors/gateway-error.js';

/** The 503 when every deployment of a model is open or cooling down: `retry-after` is the soonest one's return. */
export function createDeploymentsDownError(modelId: string, retryAfterMs: number): GatewayError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new GatewayError({
    code: 'upstream_unavailable',
    message: `Every deployment of the model '${modelId}' is unavailable (failing upstream or rate limited); retry in ${retryAfterSeconds} s.`,
    retryAfterSeconds,
  });
}
