import type { ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { errorResponseHeaders } from '../errors/error-response-headers.js';
import { redactSecrets } from '../errors/redact-secrets.js';
import { toErrorInput } from '../errors/to-error-input.js';
import { toGatewayError } from '../errors/to-gateway-error.js';
import { truncateEcho } from '../errors/truncate-echo.js';
import { UpstreamError } from '../errors/upstream-error.js';
import type { FormatId } from '@modelgate/ir';
import type { FormatPackage } from '../formats/format-package.js';
import type { RequestContext } from './request-context.js';
import { sendJson } from './send-json.js';

export type ErrorSender = (thrown: unknown, response: ServerResponse, context: RequestContext) => void;

/**
 * The one way errors leave the gateway: in the envelope of the request's format, with its request ID and the retry
 * hint headers; the diagnostic record gets the code and message, and an internal error's cause goes to the log
 * (redacted). After the headers went out, the response is only ended.
 */
export function createErrorSender(options: { formats: Record<FormatId, FormatPackage>; logger: Logger; bodyLimitBytes: number }): ErrorSender {
  return (thrown, response, context) => {
    const error = toGatewayError(thrown, options);
    context.diagnostic.error = { code: error.code, message: truncateEcho(error.message, 2000) };
    if (error instanceof UpstreamError && error.upstreamStatus !== undefined) {
      context.diagnostic.upstreamStatus = error.upstreamStatus;
      if (error.upstreamStatus === 429) context.diagnostic.limit ??= 'upstream';
    }
    context.diagnostic.outcome ??= 'error';
    if (error.code === 'internal') {
      const cause =
        thrown instanceof Error
          ? { name: thrown.name, message: redactSecrets(thrown.message), stack: redactSecrets(thrown.stack ?? '') }
          : { value: redactSecrets(String(thrown)) };
      options.logger.error({ requestId: context.requestId, cause }, 'internal error');
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    const rendered = options.formats[context.format].renderError(toErrorInput(error, context.requestId));
    sendJson(response, rendered.status, rendered.body, errorResponseHeaders(error));
  };
}
