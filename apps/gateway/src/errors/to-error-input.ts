import type { ErrorInput } from '../formats/format-package.js';
import type { GatewayError } from './gateway-error.js';

/** A GatewayError as the input every format package's renderError takes (absent code and param keep their defaults). */
export function toErrorInput(error: GatewayError, requestId: string): ErrorInput {
  const input: ErrorInput = { status: error.status, message: error.message, requestId };
  if (error.wireCode !== undefined) input.code = error.wireCode;
  if (error.param !== undefined) input.param = error.param;
  return input;
}
