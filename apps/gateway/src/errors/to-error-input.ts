import type { ErrorInput } from '@modelgate/ir';
import type { GatewayError } from './gateway-error.js';
import { truncateEcho } from './truncate-echo.js';

/**
 * A GatewayError as the input every format package's renderError takes (absent code and param keep their defaults);
 * message and param cut to a bounded length, as they may echo what the client sent.
 */
export function toErrorInput(error: GatewayError, requestId: string): ErrorInput {
  const input: ErrorInput = { status: error.status, message: truncateEcho(error.message, 2000), requestId };
  if (error.wireCode !== undefined) input.code = error.wireCode;
  if (error.param !== undefined) input.param = truncateEcho(error.param);
  return input;
}
