/** The one diagnostic log record written per request (SPEC §7 rule 3). Never a full token; content only when enabled. */
export type DiagnosticRecord = {
  requestId: string;
  method: string;
  path: string;
  status?: number;
  client?: string;
  /** The client's own request ID (Codex's `x-client-request-id`), to match the two sides' logs. */
  clientRequestId?: string;
  tokenPrefix?: string;
  account?: string;
  model?: string;
  deployment?: string;
  attempts?: number;
  /** The upstream's own request ID (`x-request-id` or `request-id`), for its provider's support. */
  upstreamRequestId?: string;
  /** The upstream's HTTP status when it answered with an error. */
  upstreamStatus?: number;
  stream?: boolean;
  latencyMs?: number;
  ttfbMs?: number;
  tokens?: { input: number; cachedInput: number; cacheWriteInput: number; output: number; estimated: boolean };
  cost?: number;
  outcome?: 'ok' | 'error' | 'aborted';
  settings?: Record<string, unknown>;
  /** Codes of the translator's warnings: what a lossy translation dropped or changed. */
  translationWarnings?: string[];
  error?: { code: string; message: string };
  content?: { request: unknown };
};
