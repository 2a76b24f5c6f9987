import type { UpstreamWire } from '@modelgate/ir';

/** Chat Completions upstream: `<base>/chat/completions`, the model in the body, a bearer key. */
export const chatUpstreamWire: UpstreamWire = {
  path: (basePath) => `${basePath}/chat/completions`,
  modelsPath: (basePath) => `${basePath}/models`,
  headers: (apiKey): Record<string, string> => (apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` }),
};
