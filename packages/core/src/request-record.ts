/**
 * One request's diagnostic record as the store keeps it: the keys it is found by, and the record itself as JSON
 * (whatever the gateway put in it; never a token secret). Append-only, removed only by retention.
 */
export type RequestRecord = {
  requestId: string;
  /** When the request started (ms). */
  createdAt: number;
  accountId: string | null;
  tokenId: string | null;
  modelId: string | null;
  /** The HTTP status answered (null when the client went away before one). */
  status: number | null;
  record: Record<string, unknown>;
  /**
   * The record as JSON text, when the caller has made it already (the gateway writes the same text in its log line):
   * when given, a store keeps this text (the memory store its parse) and does not read `record`, so it need not be
   * serialised again. Never read back: a record found in the store has only `record`.
   */
  recordJson?: string;
};

export type RequestRecordFilter = {
  accountId?: string;
  tokenId?: string;
  modelId?: string;
  /** Only records with a status of 400 or more (`true`) or below (`false`). */
  failed?: boolean;
  since?: number;
  until?: number;
  /** Newest first: only records older than this one (the previous page's last; a cursor). */
  before?: { createdAt: number; requestId: string };
  /** At most this many (default 100). */
  limit?: number;
};

/**
 * Requests and 5xx answers since a time, per model (`deployment` null), and attempts and failed attempts per
 * (model, deployment): each of a record's `upstreamAttempts` (failovers included), or, without them, its one
 * `deployment`. Records without a model or a status (the client left first) are not counted.
 */
export type RequestTraffic = { modelId: string; deployment: string | null; requests: number; errors: number };
