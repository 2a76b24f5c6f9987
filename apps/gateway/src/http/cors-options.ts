/** `server.cors`: which browser origins may call the gateway, and how. */
export type CorsOptions = {
  /** Exact origins (`https://app.example.com`), or `*` for any. */
  allowedOrigins: readonly string[];
  allowedMethods: readonly string[];
  /** Header names a browser may send (lower case); `x-stainless-*` allows every name with that prefix. */
  allowedHeaders: readonly string[];
  /** Answer headers a browser script may read. */
  exposedHeaders: readonly string[];
  /** How long a browser may reuse a preflight's answer. */
  maxAgeSeconds: number;
};

/** What the official OpenAI and Anthropic SDKs send from a browser (`dangerouslyAllowBrowser`), and Bearer/x-api-key. */
export const DEFAULT_CORS_HEADERS: readonly string[] = [
  'authorization',
  'content-type',
  'x-api-key',
  'anthropic-version',
  'anthropic-beta',
  'anthropic-dangerous-direct-browser-access',
  'openai-organization',
  'openai-project',
  'openai-beta',
  'idempotency-key',
  'x-stainless-*',
];

export const DEFAULT_CORS_METHODS: readonly string[] = ['GET', 'POST'];

/** The request IDs and the retry hints, so a browser client can report and back off. */
export const DEFAULT_CORS_EXPOSED_HEADERS: readonly string[] = ['x-request-id', 'request-id', 'retry-after', 'x-should-retry'];
