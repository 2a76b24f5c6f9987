import type { Response } from 'express';
import type { Principal } from '@modelgate/core';
import type { FormatId } from '../formats/format-id.js';
import type { DiagnosticRecord } from './diagnostic-record.js';

/** Per-request state shared by the middleware and the route, kept in `res.locals`. */
export type RequestContext = {
  requestId: string;
  startedAt: number;
  /** The format whose error envelope this request gets. */
  format: FormatId;
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
