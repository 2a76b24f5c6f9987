import type { FormatId } from '@modelgate/ir';

/** How one format is called upstream: the path under the provider's base address and the auth headers. */
export type UpstreamWire = {
  path(basePath: string): string;
  /** The model list, the cheap GET an active health check sends. */
  modelsPath(basePath: string): string;
  headers(apiKey: string | undefined, forwardHeaders: Record<string, string>): Record<string, string>;
};

const bearer = (apiKey: string | undefined): Record<string, string> => (apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` });

export const UPSTREAM_WIRES: Record<FormatId, UpstreamWire> = {
  'openai-chat': { path: (base) => `${base}/chat/completions`, modelsPath: (base) => `${base}/models`, headers: (apiKey) => bearer(apiKey) },
  'openai-responses': { path: (base) => `${base}/responses`, modelsPath: (base) => `${base}/models`, headers: (apiKey) => bearer(apiKey) },
  'anthropic-messages': {
    // The Anthropic base address is the service root; a trailing /v1 written by habit is tolerated.
    path: (base) => `${base.replace(/\/v1$/, '')}/v1/messages`,
    modelsPath: (base) => `${base.replace(/\/v1$/, '')}/v1/models`,
    headers: (apiKey, forward) => ({
      ...(apiKey === undefined ? {} : { 'x-api-key': apiKey }),
      'anthropic-version': forward['anthropic-version'] ?? '2023-06-01',
      ...(forward['anthropic-beta'] === undefined ? {} : { 'anthropic-beta': forward['anthropic-beta'] }),
    }),
  },
};
