import type { ErrorInput } from '../formats/format-package.js';
import type { StreamUsageMeter } from '../translate/translator-port.js';
import type { ClientStream } from './client-stream.js';

/** A same-format stream: the upstream's events go out unchanged while the meter reads their usage. */
export function createPassthroughStream(meter: StreamUsageMeter, renderStreamError: (error: ErrorInput) => string): ClientStream {
  let seen = false;
  return {
    push(text) {
      if (text !== '') seen = true;
      meter.push(text);
      return text;
    },
    end() {
      meter.end();
      return '';
    },
    fail: renderStreamError,
    usage: () => meter.usage(),
    hasContent: () => seen,
  };
}
