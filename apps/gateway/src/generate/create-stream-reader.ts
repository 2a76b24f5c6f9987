import { createSseParser, type ErrorInput, type FormatModule } from '@modelgate/ir';
import type { Deployment } from '../providers/deployment.js';
import type { TranslateContext, TranslatorPort } from '../translate/translator-port.js';
import { createStreamTranscript, type StreamTranscript } from '../usage/create-stream-transcript.js';
import type { ClientStream } from './client-stream.js';
import { createPassthroughObserver } from './create-passthrough-observer.js';
import { createPassthroughStream } from './create-passthrough-stream.js';
import { createTranslatedStream } from './create-translated-stream.js';
import type { UpstreamRoute } from './upstream-route.js';

/** What reads one attempt's streamed answer: the client stream (passed through or translated) and the upstream's transcript. */
export type StreamReader = { clientStream: ClientStream; transcript: StreamTranscript };

/** What a stream's reader is built from, but the attempt (its route and deployment): the request's. */
export type StreamReaderSettings = {
  /** The client's profile, and which upstream lines a passed-through stream shows (its `streamLineFilter` of the client's body). */
  profile: FormatModule;
  keepStreamLine: ((line: string) => boolean) | undefined;
  clientModel: string;
  renderStreamError: (error: ErrorInput) => string;
  translator: TranslatorPort;
  translateContext: TranslateContext;
};

/**
 * The stream reader of an attempt on `deployment` along `route`. It depends on the attempt only, not on the answer, so
 * it can be built while the upstream works (see prepareStreamReader) instead of after its first bytes arrived.
 */
export function createStreamReader(
  options: StreamReaderSettings & { route: UpstreamRoute; deployment: Pick<Deployment, 'name' | 'upstreamModel'> },
): StreamReader {
  const { route, deployment, profile, translator } = options;
  const transcript = createStreamTranscript({ format: route.upstreamFormat, readOutputText: translator.readStreamOutputText });
  const clientStream: ClientStream = route.passthrough
    ? createPassthroughStream({
        observer: createPassthroughObserver({
          rules: profile.passthrough,
          meter: translator.createStreamUsageMeter(route.upstreamFormat),
          parser: createSseParser(),
          deploymentName: deployment.name,
        }),
        renderStreamError: options.renderStreamError,
        upstreamModel: deployment.upstreamModel,
        clientModel: options.clientModel,
        modelMember: profile.passthrough.modelMember,
        keepLine: options.keepStreamLine,
      })
    : createTranslatedStream(translator.createStreamTranslator({ from: route.upstreamFormat, to: route.clientFormat, context: options.translateContext }), deployment.name);
  return { clientStream, transcript };
}
