import type { ErrorInput } from '@modelgate/ir';
import type { ClientStream } from './client-stream.js';
import { createLineRewriter } from './create-line-rewriter.js';
import { createModelRenamer } from './create-model-renamer.js';
import type { PassthroughObserver } from './create-passthrough-observer.js';

/**
 * A same-format stream: the upstream's events go out unchanged while the observer reads them (createPassthroughObserver:
 * held back until the first content event, an error event before it thrown, the last event and the usage found),
 * except that the upstream's model name is replaced by the client's model ID when they differ, and lines the client
 * did not ask for are dropped.
 */
export function createPassthroughStream(options: {
  observer: PassthroughObserver;
  renderStreamError: (error: ErrorInput) => string;
  upstreamModel: string;
  clientModel: string;
  /** The JSON member that names the model in the format's events (its passthrough rules' `modelMember`). */
  modelMember: string;
  /** Drops lines the client did not ask for (chat's usage-only chunk when it set no include_usage). */
  keepLine: ((line: string) => boolean) | undefined;
}): ClientStream {
  const { observer, keepLine } = options;
  const rename = options.upstreamModel === options.clientModel ? undefined : createModelRenamer(options.upstreamModel, options.clientModel, options.modelMember);
  const renamer =
    keepLine === undefined
      ? rename === undefined
        ? undefined
        : createLineRewriter(rename, { wholeLines: true })
      : createLineRewriter((line) => (!keepLine(line) ? null : rename === undefined ? line : rename(line)));
  return {
    push(text) {
      observer.observe(text);
      // The last event is on a line of its own, so the renamer holds nothing back once it has gone through.
      return renamer ? renamer.push(text) : text;
    },
    end() {
      observer.end();
      return renamer ? renamer.end() : '';
    },
    fail: (error) => (renamer ? renamer.end() : '') + options.renderStreamError(error),
    usage: () => observer.usage(),
    // Passed-through events are decoded only for their usage and stop reason, not for their model (the deployment's).
    summary: () => ({ model: undefined, stopReason: observer.stopReason() }),
    hasContent: () => observer.hasContent(),
    isComplete: () => observer.isComplete(),
  };
}
