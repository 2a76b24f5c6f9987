import { translateRequest } from '@modelgate/translate';
import type { TranslatorPort } from '../translate/translator-port.js';

function notYet(name: string): Error {
  return new Error(`@modelgate/translate does not export ${name} yet.`);
}

/** @modelgate/translate as the gateway uses it. */
export const TRANSLATOR: TranslatorPort = {
  translateRequest,
  translateResponse: () => {
    throw notYet('translateResponse');
  },
  createStreamTranslator: () => {
    throw notYet('createStreamTranslator');
  },
  extractUsage: () => undefined,
  createStreamUsageMeter: () => ({ push: () => undefined, end: () => undefined, usage: () => undefined }),
  translateErrorBody: ({ status, body }) => ({ status, message: typeof body === 'string' ? body : JSON.stringify(body) }),
};
