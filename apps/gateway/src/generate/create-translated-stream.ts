import { UpstreamError } from '../errors/upstream-error.js';
import type { StreamTranslator } from '../translate/translator-port.js';
import type { ClientStream } from './client-stream.js';

/**
 * A translated stream under the same policy as a passed-through one: an error event the upstream sends before any
 * content throws a retryable UpstreamError (another deployment may answer, or the client gets a normal HTTP error)
 * instead of going out as the client format's error event in a 200 stream.
 */
export function createTranslatedStream(translator: StreamTranslator, deploymentName: string): ClientStream {
  let begun = false;
  const check = (): void => {
    if (begun) return;
    if (translator.hasContent()) {
      begun = true;
      return;
    }
    const error = translator.upstreamError();
    if (error === undefined) return;
    throw new UpstreamError({
      code: 'upstream_error',
      reason: 'error_event',
      retryable: true,
      message: `The upstream ${deploymentName} sent an error before any content: ${error.message}`,
    });
  };
  return {
    push(text) {
      const output = translator.push(text);
      check();
      return output;
    },
    end() {
      const output = translator.end();
      check();
      return output;
    },
    fail: (error) => translator.fail(error),
    usage: () => translator.usage(),
    summary: () => translator.summary(),
    hasContent: () => translator.hasContent(),
    isComplete: () => translator.isComplete(),
  };
}
