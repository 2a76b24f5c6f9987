import type { UpstreamWire } from '@modelgate/ir';

/**
 * Messages upstream: the base address is the service root (a trailing /v1 written by habit is tolerated), the model
 * in the body, the key in `x-api-key`, and the client's `anthropic-version` and `anthropic-beta` passed on.
 */
export const messagesUpstreamWire: UpstreamWire = {
  path: (basePath) => `${basePath.replace(/\/v1$/, '')}/v1/messages`,
  modelsPath: (basePath) => `${basePath.replace(/\/v1$/, '')}/v1/models`,
  headers: (apiKey, forward) => ({
    ...(apiKey === undefined ? {} : { 'x-api-key': apiKey }),
    'anthropic-version': forward['anthropic-version'] ?? '2023-06-01',
    ...(forward['anthropic-beta'] === undefined ? {} : { 'anthropic-beta': forward['anthropic-beta'] }),
  }),
};
