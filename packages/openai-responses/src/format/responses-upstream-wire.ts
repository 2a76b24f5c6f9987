import type { UpstreamWire } from '@modelgate/ir';

/** Responses upstream: `<base>/responses`, the model in the body, a bearer key. */
export const responsesUpstreamWire: UpstreamWire = {
  path: (basePath) => `${basePath}/responses`,
  modelsPath: (basePath) => `${basePath}/models`,
  headers: (apiKey): Record<string, string> => (apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` }),
};
