import type { ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import type { CancelSignal } from '../providers/cancel-signal.js';
import { GatewayError } from '../errors/gateway-error.js';
import { UpstreamError } from '../errors/upstream-error.js';
import { toErrorInput } from '../errors/to-error-input.js';
import type { IrUsage, ResponseSummary } from '../translate/translator-port.js';
import type { StreamTranscript } from '../usage/create-stream-transcript.js';
import type { CountTokens } from '../usage/load-tokenizer.js';
import type { ClientStream } from './client-stream.js';
import { waitForDrain } from './wait-for-drain.js';

const STREAM_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['content-type', 'text/event-stream; charset=utf-8'],
  ['cache-control', 'no-cache'],
  ['x-accel-buffering', 'no'],
];

/**
 * How an answer ended, the usage the upstream reported, and whether any content reached the client; with `error`,
 * the upstream failure that broke the answer off after it had begun. `usageFinal`: the upstream's answer was read to
 * its last event, so the usage it reported (if any) is whole; `estimateOutputTokens` counts what it generated, for
 * settling when its usage is missing or was cut off.
 */
export type StreamOutcome = {
  outcome: 'ok' | 'error' | 'aborted';
  usage: IrUsage | undefined;
  delivered: boolean;
  failure?: UpstreamError;
  usageFinal?: boolean;
  estimateOutputTokens?: (countTokens: CountTokens) => number;
  /** The answer's model and stop reason, when asked for (traces). */
  summary?: ResponseSummary;
};

/** After a client left mid-stream: how long and how much of the upstream is still read for its final usage. */
export type UsageDrain = {
  /** 0: the upstream is cancelled as soon as the client leaves. */
  ms: number;
  bytes: number;
  /** Cancels the upstream request (its body then fails or ends). */
  stopUpstream: () => void;
};

/**
 * Pipes an upstream SSE body to the client with backpressure. Output is held until the first content event, so an
 * upstream failure before that is still a normal HTTP error (thrown); after it, the format's error event is written
 * and the stream closed (STYLE §5). A client disconnect (the signal) ends it as `aborted` with the usage so far; so
 * does a signal whose reason is a GatewayError (a shutdown's drain), which the client gets as its format's error event,
 * or thrown (a normal HTTP error) when the answer has not started.
 * The client's response ends with the write that carries its last event (one packet, the chunked body's end
 * included), not when the upstream's body ends later; the rest of the upstream is still read for its usage.
 */
export async function pipeStreamAnswer(options: {
  response: ServerResponse;
  upstream: AsyncIterable<Uint8Array>;
  stream: ClientStream;
  signal: CancelSignal;
  requestId: string;
  onFirstByte: () => void;
  /** Longest silence: after it the held answer starts anyway, and an SSE comment is sent while the upstream is quiet. */
  keepAliveMs: number;
  /**
   * Runs with the usage so far before the write that ends a whole answer; a promise it returns is waited for (what
   * `afterEnd` needs loaded first, so that it begins at once).
   */
  beforeEnd?: (usage: IrUsage | undefined) => Promise<void> | undefined;
  /** Runs with the usage so far right after the write that ends a whole answer (the settlement), and is waited for. */
  afterEnd?: (usage: IrUsage | undefined) => Promise<void>;
  /** Keeps the upstream's text for counting its output when its usage is missing. */
  transcript?: StreamTranscript;
  /** Absent: the upstream is left to the caller's cancellation when the client leaves. */
  drain?: UsageDrain;
}): Promise<StreamOutcome> {
  const { response, stream, drain, transcript } = options;
  const estimate = transcript === undefined ? {} : { estimateOutputTokens: (countTokens: CountTokens) => transcript.estimateOutputTokens(countTokens) };
  // After the client left: the upstream text read since (bytes, bounded by the drain), and the drain's timer.
  let drainedBytes = 0;
  let drainTimer: NodeJS.Timeout | undefined;
  const onClientGone = (): void => {
    if (drain === undefined) return;
    if (drain.ms <= 0 || options.signal.reason instanceof GatewayError) drain.stopUpstream();
    else drainTimer = setTimeout(drain.stopUpstream, drain.ms);
  };
  if (options.signal.aborted) onClientGone();
  else options.signal.addEventListener('abort', onClientGone);
  /** Whether to go on reading an upstream whose client left: a drain allows it and its last event has not come. */
  const keepDraining = (bytes: number): boolean => {
    if (drain === undefined || drain.ms <= 0 || options.signal.reason instanceof GatewayError || stream.isComplete()) return false;
    drainedBytes += bytes;
    return drainedBytes <= drain.bytes;
  };
  let started = false;
  let pending = '';
  // Where the last write ended: a keep-alive comment may only go between two events, never inside one.
  let atEventBoundary = true;
  let wroteSinceTick = false;
  // Set now, while the upstream has not sent its first content (usually a quiet while), so that the first token's
  // writeHead has no header to check; taken back if the answer fails before it starts (an error has its own).
  for (const [name, value] of STREAM_HEADERS) response.setHeader(name, value);
  const start = (): void => {
    if (started) return;
    started = true;
    // No flushHeaders(): the first write carries the headers and the first events in one packet.
    response.writeHead(200);
    options.onFirstByte();
  };
  const flush = async (): Promise<void> => {
    if (!started || pending === '') return;
    const text = pending;
    pending = '';
    wroteSinceTick = true;
    atEventBoundary = text.endsWith('\n\n');
    // Each write leaves at once, in one packet (the held head with the first one, the chunk's size line and its CRLF
    // around the text), not at the tick's end, where Node's own cork would hold it while the loop asks the upstream
    // for its next chunk. Nothing else of the tick would join it: the upstream body hands on everything that arrived
    // together as one chunk (createUpstreamBody), so a chunk is one write.
    response.cork();
    const written = response.write(text);
    response.uncork();
    if (!written) await waitForDrain(response);
  };
  /** The last write: what is pending and the end of the body in one packet. */
  const endAnswer = (): void => {
    start();
    const text = pending;
    pending = '';
    response.end(text);
  };
  /** Ends a whole answer: its last write, then what comes after it (the settlement). */
  const endWhole = async (): Promise<void> => {
    const prepared = options.beforeEnd?.(stream.usage());
    if (prepared !== undefined) await prepared;
    endAnswer();
    await options.afterEnd?.(stream.usage());
  };
  const cancelled = (usageFinal: boolean): StreamOutcome => {
    drain?.stopUpstream();
    const outcome: StreamOutcome = { outcome: 'aborted', usage: stream.usage(), delivered: stream.hasContent(), usageFinal, ...estimate };
    const reason = options.signal.reason;
    if (!(reason instanceof GatewayError) || response.writableEnded || response.destroyed) return outcome;
    if (!started) {
      for (const [name] of STREAM_HEADERS) response.removeHeader(name);
      throw reason;
    }
    pending += stream.fail(toErrorInput(reason, options.requestId));
    endAnswer();
    return outcome;
  };
  const keepAlive = setInterval(() => {
    if (response.destroyed || response.writableEnded) return;
    start();
    if (pending !== '') {
      void flush();
    } else if (!wroteSinceTick && atEventBoundary) {
      response.write(': keep-alive\n\n');
    }
    wroteSinceTick = false;
  }, options.keepAliveMs);
  try {
    // A UTF-8 character split across chunks waits for its rest. Not TextDecoder: creating one per request (an ICU
    // converter) cost more than decoding the whole stream.
    const decoder = new StringDecoder('utf8');
    for await (const chunk of options.upstream) {
      if (options.signal.aborted && !keepDraining(chunk.byteLength)) break;
      const upstreamText = decoder.write(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      transcript?.push(upstreamText);
      const text = stream.push(upstreamText);
      // The client left: nothing is written, the upstream is read on until its last event (its final usage).
      if (options.signal.aborted) {
        if (stream.isComplete()) break;
        continue;
      }
      // The answer is whole: what the upstream sends after its last event is read (usage) but not forwarded.
      if (response.writableEnded) continue;
      pending += text;
      if (stream.isComplete()) {
        await endWhole();
      } else {
        if (stream.hasContent()) start();
        await flush();
      }
    }
    if (options.signal.aborted) return cancelled(stream.isComplete());
    const restText = decoder.end();
    transcript?.push(restText);
    const rest = stream.push(restText) + stream.end();
    // The upstream ended while the client was leaving: its usage is whole.
    if (options.signal.aborted) return cancelled(true);
    if (!response.writableEnded) {
      pending += rest;
      await endWhole();
    }
    const usage = stream.usage();
    // The upstream's usage is whole, so its text will never be counted: let go of it now, not with the request (see
    // StreamTranscript's release).
    if (usage !== undefined) transcript?.release();
    return { outcome: 'ok', usage, delivered: stream.hasContent(), usageFinal: true, ...estimate };
  } catch (error) {
    if (options.signal.aborted) return cancelled(stream.isComplete());
    const failure =
      error instanceof UpstreamError
        ? error
        : new UpstreamError({
            code: 'upstream_error',
            reason: 'broken_stream',
            retryable: true,
            cause: error,
            message: `The upstream stream broke off: ${error instanceof Error ? error.message : String(error)}`,
          });
    if (!started) {
      for (const [name] of STREAM_HEADERS) response.removeHeader(name);
      throw failure;
    }
    // The upstream broke after the client already had the whole answer.
    if (response.writableEnded) return { outcome: 'ok', usage: stream.usage(), delivered: stream.hasContent(), usageFinal: stream.isComplete(), ...estimate };
    pending += stream.fail(toErrorInput(failure, options.requestId));
    endAnswer();
    return { outcome: 'error', usage: stream.usage(), delivered: stream.hasContent(), failure, usageFinal: false, ...estimate };
  } finally {
    clearInterval(keepAlive);
    clearTimeout(drainTimer);
    options.signal.removeEventListener('abort', onClientGone);
  }
}
