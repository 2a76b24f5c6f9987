import type { JsonObject } from '@modelgate/ir';
import type { ServerResponse } from 'node:http';
import type { CancelSignal } from '../providers/cancel-signal.js';
import type { IrUsage, ResponseSummary } from '../translate/translator-port.js';
import type { UpstreamCall } from './attempt-deployment.js';
import { createStreamReader, type StreamReader, type StreamReaderSettings } from './create-stream-reader.js';
import { loadTokenizer } from '../usage/load-tokenizer.js';
import { pipeStreamAnswer, type StreamOutcome, type UsageDrain } from './pipe-stream-answer.js';
import { sendJsonAnswer } from './send-json-answer.js';

/** The largest non-streamed upstream answer the gateway reads. */
const JSON_ANSWER_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * The pipeline's answer step for one upstream that answered: observed and passed on when its route passes through,
 * translated otherwise; a JSON answer or an SSE stream as the client asked. Throws (before anything went to the
 * client) what the fallback policy may retry; returns how the answer ended once it began.
 */
export async function answerUpstream(options: StreamReaderSettings & {
  call: UpstreamCall;
  stream: boolean;
  response: ServerResponse;
  signal: CancelSignal;
  requestId: string;
  onFirstByte: () => void;
  keepAliveMs: number;
  /** The admission's input estimate (billed, with an estimated output, when a JSON answer reports no usage). */
  estimatedInputTokens: number;
  /**
   * Settles a whole answer as soon as its last write went out, before the answer step returns (see settleRequest);
   * absent: the caller settles after.
   */
  settleOnEnd?: (result: StreamOutcome) => Promise<void>;
  /** How a stream's upstream is read on after its client left; absent: the caller cancels it. */
  drain?: UsageDrain;
  /** Add the answer's model and stop reason to the outcome (traces); a JSON answer is then read for them too. */
  summarize?: boolean;
  /** A stream's reader, built for this call's attempt while its upstream worked (prepareStreamReader); absent: built here. */
  streamReader?: StreamReader;
}): Promise<StreamOutcome> {
  const { call, translator } = options;
  const { route } = call;
  if (!options.stream) {
    let summary: ResponseSummary | undefined;
    const usage = await sendJsonAnswer({
      response: options.response,
      upstream: call.response.body,
      route,
      deploymentName: call.deployment.name,
      translator,
      context: options.translateContext,
      limitBytes: JSON_ANSWER_LIMIT_BYTES,
      estimatedInputTokens: options.estimatedInputTokens,
      onFirstByte: options.onFirstByte,
      // One literal of one shape, without conditional spreads (each a copy, and a shape of its own).
      afterAnswer: options.settleOnEnd === undefined ? undefined : (usage: IrUsage | undefined) => options.settleOnEnd?.({ outcome: 'ok', usage, delivered: true }) ?? Promise.resolve(),
      onAnswer: options.summarize === true ? (answer: JsonObject) => (summary = translator.summarizeResponse(route.upstreamFormat, answer)) : undefined,
    });
    return summary === undefined ? { outcome: 'ok', usage, delivered: true } : { outcome: 'ok', usage, delivered: true, summary };
  }
  const { clientStream, transcript } =
    options.streamReader ??
    createStreamReader({
      route,
      deployment: call.deployment,
      profile: options.profile,
      keepStreamLine: options.keepStreamLine,
      clientModel: options.clientModel,
      renderStreamError: options.renderStreamError,
      translator,
      translateContext: options.translateContext,
    });
  const outcome = await pipeStreamAnswer({
    response: options.response,
    upstream: call.response.body,
    stream: clientStream,
    transcript,
    ...(options.drain === undefined ? {} : { drain: options.drain }),
    signal: options.signal,
    requestId: options.requestId,
    onFirstByte: options.onFirstByte,
    keepAliveMs: options.keepAliveMs,
    ...(options.settleOnEnd === undefined
      ? {}
      : {
          // Settled right after its last write, as a JSON answer is (its instructions a stream are no higher than
          // settled before it: docs/performance.md, session 20). A stream that reported no usage is counted with the
          // tokenizer: loaded before the last write, so that the settlement begins at once after it (an admission
          // waits only for a settlement that has begun).
          beforeEnd: (usage: IrUsage | undefined) => (usage === undefined ? loadTokenizer().then(() => undefined) : undefined),
          afterEnd: (usage: IrUsage | undefined) =>
            options.settleOnEnd?.({ outcome: 'ok', usage, delivered: clientStream.hasContent(), usageFinal: true, estimateOutputTokens: (countTokens) => transcript.estimateOutputTokens(countTokens) }) ?? Promise.resolve(),
        }),
  });
  return options.summarize === true ? { ...outcome, summary: clientStream.summary() } : outcome;
}
