import type { ErrorInput } from '../formats/format-package.js';
import type { StreamUsageMeter } from '../translate/translator-port.js';
import type { ClientStream } from './client-stream.js';
import { createModelRenamer } from './create-model-renamer.js';

/**
 * A same-format stream: the upstream's events go out unchanged while the meter reads their usage, except that the
 * upstream's model name is replaced by the client's model ID when they differ.
 */
export function createPassthroughStream(options: {
  meter: StreamUsageMeter;
  renderStreamError: (error: ErrorInput) => string;
  upstreamModel: string;
  clientModel: string;
}): ClientStream {
  const { meter } = options;
  const renamer = options.upstreamModel === options.clientModel ? undefined : createModelRenamer(options.upstreamModel, options.clientModel);
  let seen = false;
  return {
    push(text) {
      if (text !== '') seen = true;
      meter.push(text);
      return renamer ? renamer.push(text) : text;
    },
    end() {
      meter.end();
      return renamer ? renamer.end() : '';
    },
    fail: (error) => (renamer ? renamer.end() : '') + options.renderStreamError(error),
    usage: () => meter.usage(),
    hasContent: () => seen,
  };
}
