import { UpstreamError } from '../errors/upstream-error.js';
import type { SseMessage } from '@modelgate/translate';
import type { ErrorInput } from '../formats/format-package.js';
import type { StreamItemKind } from '../formats/format-profile.js';
import type { StreamUsageMeter } from '../translate/translator-port.js';
import type { ClientStream } from './client-stream.js';
import { createLineRewriter } from './create-line-rewriter.js';
import { createModelRenamer } from './create-model-renamer.js';

/**
 * A same-format stream: the upstream's events go out unchanged while the meter reads their usage, except that the
 * upstream's model name is replaced by the client's model ID when they differ. Until the first content event (and no
 * further) the events are decoded: output is held back (STYLE §5), and an error event there throws a retryable
 * UpstreamError, so the request can fall through to the next deployment or end as a normal HTTP error.
 */
export function createPassthroughStream(options: {
  meter: StreamUsageMeter;
  /** Reads the upstream's SSE events until the first content event (createSseParser). */
  decoder: { push(text: string): SseMessage[]; end(): SseMessage[] };
  readStreamItem: (message: SseMessage) => StreamItemKind;
  renderStreamError: (error: ErrorInput) => string;
  upstreamModel: string;
  clientModel: string;
  deploymentName: string;
  /** Drops lines the client did not ask for (chat's usage-only chunk when it set no include_usage). */
  keepLine: ((line: string) => boolean) | undefined;
  /** True when upstream text ends with the format's last event (FormatProfile.endsStream). */
  endsStream: (text: string) => boolean;
}): ClientStream {
  const { meter, keepLine } = options;
  const rename = options.upstreamModel === options.clientModel ? undefined : createModelRenamer(options.upstreamModel, options.clientModel);
  const renamer =
    keepLine === undefined
      ? rename === undefined
        ? undefined
        : createLineRewriter(rename, { wholeLines: true })
      : createLineRewriter((line) => (!keepLine(line) ? null : rename === undefined ? line : rename(line)));
  let begun = false;
  let complete = false;
  const inspect = (items: SseMessage[]): void => {
    for (const item of items) {
      const read = options.readStreamItem(item);
      if (read.kind === 'content') {
        begun = true;
        return;
      }
      if (read.kind === 'error') {
        throw new UpstreamError({
          code: 'upstream_error',
          reason: 'error_event',
          retryable: true,
          message: `The upstream ${options.deploymentName} sent an error before any content: ${read.message}`,
        });
      }
    }
  };
  // Line by line, so that decoding stops at the first content event instead of parsing the rest of the chunk
  // (often the whole answer) for nothing: the decoder is not used once content has begun.
  const decodeUntilContent = (text: string): void => {
    let start = 0;
    while (!begun && start < text.length) {
      const newline = text.indexOf('\n', start);
      const end = newline < 0 ? text.length : newline + 1;
      inspect(options.decoder.push(start === 0 && end === text.length ? text : text.slice(start, end)));
      start = end;
    }
  };
  // The meter reads the text of a turn after that turn's writes went out (setImmediate runs after the I/O phase and
  // its ticks, where Node sends a chunked write), or when usage is asked for, which is after the answer ended: so
  // metering never delays what the client sees, not even the first content event behind held-back preambles.
  let unmetered = '';
  let meterScheduled = false;
  let ended = false;
  let meterEnded = false;
  const meterNow = (): void => {
    meterScheduled = false;
    if (unmetered !== '') {
      meter.push(unmetered);
      unmetered = '';
    }
    if (ended && !meterEnded) {
      meterEnded = true;
      meter.end();
    }
  };
  return {
    push(text) {
      unmetered += text;
      if (!meterScheduled) {
        meterScheduled = true;
        setImmediate(meterNow);
      }
      if (!begun) decodeUntilContent(text);
      const output = renamer ? renamer.push(text) : text;
      // The last event is on a line of its own, so the renamer holds nothing back once it has gone through.
      if (!complete && options.endsStream(text)) complete = true;
      return output;
    },
    end() {
      ended = true;
      if (!begun) inspect(options.decoder.end());
      return renamer ? renamer.end() : '';
    },
    fail: (error) => (renamer ? renamer.end() : '') + options.renderStreamError(error),
    usage: () => {
      meterNow();
      return meter.usage();
    },
    hasContent: () => begun,
    isComplete: () => complete,
  };
}
