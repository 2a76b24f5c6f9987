import type { ErrorRequestHandler, NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { errorResponseHeaders } from '../errors/error-response-headers.js';
import { redactSecrets } from '../errors/redact-secrets.js';
import { toErrorInput } from '../errors/to-error-input.js';
import { toGatewayError } from '../errors/to-gateway-error.js';
import { UpstreamError } from '../errors/upstream-error.js';
import type { FormatId } from '../formats/format-id.js';
import type { FormatPackage } from '../formats/format-package.js';
import { getRequestContext } from './request-context.js';

/** The one error middleware: every error in the envelope of the route's format, with the retry hint headers. */
export function createErrorMiddleware(options: {
  formats: Record<FormatId, FormatPackage>;
  logger: Logger;
  bodyLimitBytes: number;
}): ErrorRequestHandler {
  return (thrown: unknown, _request: Request, response: Response, _next: NextFunction) => {
    const context = getRequestContext(response);
    const error = toGatewayError(thrown, options);
    context.diagnostic.error = { code: error.code, message: error.message };
    if (error instanceof UpstreamError && error.upstreamStatus !== undefined) context.diagnostic.upstreamStatus = error.upstreamStatus;
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
    response.status(rendered.status).set(errorResponseHeaders(error)).json(rendered.body);
  };
}
