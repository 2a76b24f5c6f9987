import { parseJsonText } from '@modelgate/ir';
import type { CancelSignal } from '../providers/cancel-signal.js';
import type { Deployment } from '../providers/deployment.js';
import type { ProviderResponse } from '../providers/provider.js';
import type { ClientRequest, TranslatorPort } from '../translate/translator-port.js';
import { buildUpstreamBody } from './build-upstream-body.js';
import { createUpstreamStatusError } from './create-upstream-status-error.js';
import { readBodyText } from './read-body-text.js';
import type { UpstreamRoute } from './upstream-route.js';

/** A deployment that answered with a success status, its body not read yet. */
/** `dropped`: the client's request fields (JSON pointers) the translation for this deployment did not send. */
export type UpstreamCall = { deployment: Deployment; route: UpstreamRoute; response: ProviderResponse; warnings: string[]; dropped: string[] };

const ERROR_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * One attempt: the request sent to one deployment along `route`. Resolves once it answered with a success status;
 * rejects with an UpstreamError on a connection error, a timeout or an error status (its body read and mapped), or
 * with what the translation threw. Whether another deployment is tried then is runWithFallback's decision.
 */
export function attemptDeployment(options: {
  deployment: Deployment;
  route: UpstreamRoute;
  /** The client's request, as its format's validator typed it. */
  body: ClientRequest;
  /** The client's JSON bytes of `body`, when known (see buildUpstreamBody). */
  bodyBytes: Buffer | undefined;
  stream: boolean;
  defaultMaxOutputTokens: number;
  forwardHeaders: Record<string, string>;
  /** The attempt span's trace context, when tracing is on. */
  traceHeaders?: Record<string, string> | undefined;
  signal: CancelSignal;
  translator: TranslatorPort;
}): Promise<UpstreamCall> {
  // Sent now; the answer is awaited in a frame of its own, which does not hold `options` (the client's parsed body)
  // while the upstream works.
  let sent: ReturnType<typeof send>;
  try {
    sent = send(options);
  } catch (error) {
    return Promise.reject(error as Error);
  }
  return readAnswer(options.deployment, options.route, options.translator, sent);
}

/** The upstream's answer: the call once its status is a success, else its error status read and mapped. */
async function readAnswer(deployment: Deployment, route: UpstreamRoute, translator: TranslatorPort, sent: ReturnType<typeof send>): Promise<UpstreamCall> {
  const response = await sent.response;
  if (response.status < 400) return { deployment, route, response, warnings: sent.warnings, dropped: sent.dropped };
  const text = await readBodyText(response.body, ERROR_BODY_LIMIT_BYTES);
  const upstreamBody = parseJsonText(text) ?? text;
  throw createUpstreamStatusError({
    deploymentName: deployment.name,
    status: response.status,
    retryAfterHeader: response.headers['retry-after'],
    upstreamBody,
    errorInput: translator.translateErrorBody({ from: route.upstreamFormat, status: response.status, body: upstreamBody }),
  });
}

/** The upstream body built (or the translation's error thrown) and sent. */
function send(options: Parameters<typeof attemptDeployment>[0]): { response: Promise<ProviderResponse>; warnings: string[]; dropped: string[] } {
  const { deployment, route } = options;
  // One literal of one shape, not a spread of `options`: the spread's copy took a map of its own on every request, and
  // every read of it (and the store of the fields after the spread) missed V8's inline caches.
  const { body, bodyBytes, warnings, dropped } = buildUpstreamBody({
    route,
    body: options.body,
    bodyBytes: options.bodyBytes,
    upstreamModel: deployment.upstreamModel,
    stream: options.stream,
    defaultMaxOutputTokens: options.defaultMaxOutputTokens,
    translator: options.translator,
    dropParams: deployment.dropParams,
    deploymentName: deployment.name,
  });
  const response = deployment.provider.send({
    format: route.upstreamFormat,
    body,
    upstreamModel: deployment.upstreamModel,
    bodyBytes,
    stream: options.stream,
    forwardHeaders: options.forwardHeaders,
    traceHeaders: options.traceHeaders,
    signal: options.signal,
  });
  return { response, warnings, dropped };
}
