import type { StreamSummary } from './formats/stream-summary.js';

/** The wire formats the suite speaks, plus the model list (which has its own validator). */
export type FormatName = 'chat' | 'responses' | 'messages';

/** The SPEC sections the cases are grouped by. */
export type SectionName = 'addresses' | 'models' | 'endpoints' | 'authentication' | 'errors' | 'limits' | 'cassettes';

export const SECTION_NAMES: readonly SectionName[] = [
  'addresses',
  'models',
  'endpoints',
  'authentication',
  'errors',
  'limits',
  'cassettes',
];

/**
 * How a case authenticates. `token` is the normal Bearer header; the others are the wrong forms of SPEC §5.
 * `second-token` uses the limited token given with `--second-token` (the case is skipped without one).
 */
export type AuthMode =
  | 'token'
  | 'none'
  | 'bare-token'
  | 'wrong-scheme'
  | 'wrong-token'
  | 'token-in-url'
  | 'token-in-body'
  | 'second-token';

/** Placeholders replaced in a case's path and body before sending. */
export const MODEL_PLACEHOLDER = '{{model}}';
export const CASE_CHANGED_MODEL_PLACEHOLDER = '{{model-case-changed}}';
export const SUFFIXED_MODEL_PLACEHOLDER = '{{model-suffixed}}';

export type CaseRequest = {
  method: 'GET' | 'POST';
  /** Relative to the service root, e.g. `/v1/chat/completions`; may carry a query. */
  path: string;
  auth: AuthMode;
  /** JSON body (placeholders are replaced in string values), or a raw string sent verbatim. */
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
};

export type CheckName =
  | 'status'
  | 'content-type'
  | 'schema'
  | 'content'
  | 'model-listed'
  | 'error-envelope'
  | 'request-id'
  | 'stream-event-lines'
  | 'stream-order'
  | 'stream-terminal'
  | 'no-token-echo'
  | 'expected-content'
  | 'stream-usage'
  | 'upstream-request'
  | 'stream-error-signal'
  | 'retry-hints';

export type ConformanceCase = {
  id: string;
  title: string;
  section: SectionName;
  /** Which format's validators and error envelope apply; `models` is GET /v1/models. */
  format: FormatName | 'models';
  request: CaseRequest;
  stream?: boolean;
  /** Accepted statuses (`status` check). A number below 10 means a class: 4 is any 4xx. */
  expectStatus: readonly number[];
  checks: readonly CheckName[];
  /** Checks of what clients are known to rely on beyond the SPEC: their findings are warnings, never failures. */
  advisories?: readonly CheckName[];
  /** For cassette cases: what a client must see, streamed or whole (`expected-content` check). */
  expectContent?: StreamSummary;
  /** The case judges something that comes before model resolution (authentication, JSON parsing): without a model
   * from the list it runs with a stand-in model instead of being skipped. */
  modelOptional?: boolean;
  /** For cassette cases: the cassette the upstream must be asked for (`upstream-request` check). */
  upstreamCassetteId?: string;
  /** Repeat the request (up to this many times) until the response is not 2xx; for rate-limited tokens. */
  repeatUntilRejected?: number;
};

export type SentRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
};

export type ReceivedResponse = {
  status: number;
  headers: Record<string, string>;
  bodyText: string;
  /** Why the body stopped before its end (a time-out, a reset); `bodyText` then holds the part that arrived. */
  incomplete?: string;
};

/** One HTTP round trip, or the reason none happened. */
export type Exchange = {
  request: SentRequest;
  response?: ReceivedResponse;
  networkError?: { code: string; message: string };
};


export type CaseOutcome = 'pass' | 'fail' | 'skipped';

export type CaseResult = {
  id: string;
  title: string;
  section: SectionName;
  outcome: CaseOutcome;
  /** Why the case was skipped, or the findings that failed it. */
  reason?: string;
  findings: string[];
  /** Findings of the case's advisories: worth fixing for real clients, but not a failure. */
  warnings?: string[];
  /** The exact request (token redacted) and an excerpt of the response, for failures only. */
  request?: SentRequest;
  responseExcerpt?: string;
  durationMs: number;
};

export type SectionTotals = { pass: number; fail: number; skipped: number };

export type ConformanceReport = {
  baseUrl: string;
  model: string | null;
  startedAt: string;
  finishedAt: string;
  totals: SectionTotals;
  /** How many warnings the advisories gave, over all cases. */
  warningCount: number;
  sections: Record<SectionName, SectionTotals>;
  results: CaseResult[];
};
