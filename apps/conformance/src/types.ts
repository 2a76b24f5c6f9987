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
  | 'retry-hints'
  | 'upstream-usage'
  | 'block-types';

/**
 * How binding a case or check is: a rule of the SPEC (`spec`), what a named client needs beyond the SPEC (`client`),
 * or advice on behaviour the SPEC leaves open (`advisory`). `--level` fails on findings up to the chosen level.
 */
export type Level = 'spec' | 'client' | 'advisory';

export const LEVELS: readonly Level[] = ['spec', 'client', 'advisory'];

/** What a target serves and how it authenticates; declared on the command line or detected. */
export type AuthStyle = 'bearer' | 'x-api-key' | 'none';

export type ConformanceCase = {
  id: string;
  title: string;
  section: SectionName;
  /** How binding the case's main claim (its status) is. */
  level: Level;
  /** The SPEC section (`SPEC §5 rule 2`), or the client and how that was verified, or why it is advice. */
  reference: string;
  /**
   * A negative case's positive twin (a case id): the negative case counts only when its twin passes on the same
   * endpoint; otherwise it is not applicable (a dead endpoint also answers 4xx).
   */
  twin?: string;
  /** The case only applies to a target that authenticates with a Bearer header (the wrong forms of that header). */
  bearerOnly?: boolean;
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
  /** For cassette cases: the token counts the upstream reported, which the client must get (`upstream-usage`). */
  expectUsage?: { input: number; output: number };
  /** For cassette cases: the kinds of content the upstream sent; the answer may carry no other (`block-types`). */
  expectKinds?: readonly string[];
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


/**
 * `warn`: only findings above the run's level (advice); `not-applicable`: the target does not serve what the case
 * needs (a format, the model list, authentication), or its positive twin did not pass.
 */
export type CaseOutcome = 'pass' | 'fail' | 'warn' | 'skipped' | 'not-applicable';

export const CASE_OUTCOMES: readonly CaseOutcome[] = ['pass', 'fail', 'warn', 'skipped', 'not-applicable'];

export type CaseResult = {
  id: string;
  title: string;
  section: SectionName;
  level: Level;
  reference: string;
  outcome: CaseOutcome;
  /** Why the case was skipped or is not applicable. */
  reason?: string;
  /** The HTTP status of the (last) answer, when there was one. */
  status?: number;
  findings: string[];
  /** Findings of the case's advisories: worth fixing for real clients, but not a failure. */
  warnings?: string[];
  /** The exact request (token redacted) and an excerpt of the response, for failures and warnings. */
  request?: SentRequest;
  responseExcerpt?: string;
  durationMs: number;
};

export type SectionTotals = Record<CaseOutcome, number>;

/** What the run judged the target against: declared on the command line, or detected (and then said so). */
export type TargetProfile = {
  /** The POST formats judged; the others' cases are not applicable. */
  formats: FormatName[];
  /** Whether `GET /v1/models` is served. */
  models: boolean;
  auth: AuthStyle;
  /** Whether a limited second token was given (the limits section). */
  secondToken: boolean;
  /** The level findings fail at. */
  level: Level;
  /** How each item was found, for the report: `formats: declared`, `models: detected (GET /v1/models answered 404)`. */
  notes: string[];
};

export type ConformanceReport = {
  baseUrl: string;
  model: string | null;
  profile: TargetProfile;
  startedAt: string;
  finishedAt: string;
  totals: SectionTotals;
  /** How many warnings the advisories gave, over all cases. */
  warningCount: number;
  sections: Record<SectionName, SectionTotals>;
  results: CaseResult[];
};
