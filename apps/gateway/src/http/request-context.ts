import type { Response } from 'express';
import type { Principal } from '@modelgate/core';
import type { FormatId } from '@modelgate/ir';
import type { DiagnosticRecord } from './diagnostic-record.js';

/**
 * Per-request state shared by the steps of a request and its diagnostic record. API routes get it as an argument;
 * the Express side (health, admin, unknown paths) keeps it in `res.locals`.
 */
export type RequestContext = {
  requestId: string;
  startedAt: number;
  /** The format whose error envelope this request gets. */
  format: FormatId;
  /** The route's label for metrics (`POST /v1/messages`); unset until a route matched. */
  route?: string;
  /** The mount path of the Express router that served it (`/admin`), put before its route's path in `route`. */
  routePrefix?: string;
  principal?: Principal;
  diagnostic: DiagnosticRecord;
  /** Resolves when the route has settled usage; the diagnostic record waits for it (settling ends after the answer). */
  settling?: Promise<void>;
};

export function setRequestContext(response: Response, context: RequestContext): void {
  response.locals['requestContext'] = context;
}

export function getRequestContext(response: Response): RequestContext {
  const context: unknown = response.locals['requestContext'];
  if (typeof context !== 'object' || context === null) throw new Error('The request context middleware did not run.');
  return context as RequestContext;
}
