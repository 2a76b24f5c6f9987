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
  /**
   * True while the route has yet to settle usage (settling ends after the answer): what must see the settled record
   * (the diagnostic record's write, a trace's end) waits for it through whenSettled, without a promise a request.
   */
  settling?: boolean;
  /** What waits for the settlement, in the order it was asked (whenSettled); run by endSettling. */
  afterSettled?: (() => void) | undefined;
};

/** Runs `then` once the route has settled the request's usage: at once when nothing is being settled. */
export function whenSettled(context: RequestContext, then: () => void): void {
  if (context.settling !== true) {
    then();
    return;
  }
  const before = context.afterSettled;
  context.afterSettled = before === undefined ? then : () => {
    before();
    then();
  };
}

/** The route has settled (or given up): what waited for it runs now, in the order it was asked. */
export function endSettling(context: RequestContext): void {
  context.settling = false;
  const after = context.afterSettled;
  if (after === undefined) return;
  context.afterSettled = undefined;
  after();
}

export function setRequestContext(response: Response, context: RequestContext): void {
  response.locals['requestContext'] = context;
}

export function getRequestContext(response: Response): RequestContext {
  const context: unknown = response.locals['requestContext'];
  if (typeof context !== 'object' || context === null) throw new Error('The request context middleware did not run.');
  return context as RequestContext;
}
