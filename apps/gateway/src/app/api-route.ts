import type { FormatId } from '@modelgate/ir';
import type { ApiHandler } from '../http/api-exchange.js';

/** One route of the model API, served without Express (docs/ARCHITECTURE.md, "Request path"). */
export type ApiRoute = {
  method: 'GET' | 'POST';
  /** The path, or with `prefix` the part before the ID (`/v1/models/`). */
  path: string;
  /** Matches `path` followed by anything; the rest is the exchange's `pathRest`. */
  prefix?: boolean;
  /** Label for metrics, as the route is documented (`GET /v1/models/*id`). */
  label: string;
  /** The error envelope of the route (else chosen from the path and headers). */
  format?: FormatId;
  readsBody: boolean;
  handle: ApiHandler;
};
