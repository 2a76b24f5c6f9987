import type { ErrorRequestHandler, NextFunction, Request, Response } from 'express';
import type { ErrorSender } from './create-error-sender.js';
import { getRequestContext } from './request-context.js';

/** The Express side's error middleware (health, admin, unknown paths): the same sender as the API routes. */
export function createErrorMiddleware(sendError: ErrorSender): ErrorRequestHandler {
  return (thrown: unknown, _request: Request, response: Response, _next: NextFunction) => {
    sendError(thrown, response, getRequestContext(response));
  };
}
