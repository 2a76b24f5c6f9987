/**
 * How a format is called upstream: the path under the provider's base address (a format whose model lives in the
 * URL, not the body, builds it in here) and the auth headers, from the provider's key and the client's headers that
 * are forwarded unchanged (`anthropic-version`, `anthropic-beta`).
 */
export type UpstreamWire = {
  path(basePath: string, target: { model: string; stream: boolean }): string;
  /** The model list: the cheap GET an active health check sends. */
  modelsPath(basePath: string): string;
  headers(apiKey: string | undefined, forwardHeaders: Readonly<Record<string, string>>): Record<string, string>;
};
