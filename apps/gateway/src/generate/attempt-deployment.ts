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
export async function attemptDeployment(options: {
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
  const { deployment, route } = options;
  const { body, bodyBytes, warnings, dropped } = buildUpstreamBody({
    ...options,
    upstreamModel: deployment.upstreamModel,
    deploymentName: deployment.name,
    ...(deployment.dropParams === undefined ? {} : { dropParams: deployment.dropParams }),
  });
  const response = await deployment.provider.send({
    format: route.upstreamFormat,
    body,
    upstreamModel: deployment.upstreamModel,
    ...(bodyBytes === undefined ? {} : { bodyBytes }),
    stream: options.stream,
    forwardHeaders: options.forwardHeaders,
    ...(options.traceHeaders === undefined ? {} : { traceHeaders: options.traceHeaders }),
    signal: options.signal,
  });
  if (response.status < 400) return { deployment, route, response, warnings, dropped };
  const text = await readBodyText(response.body, ERROR_BODY_LIMIT_BYTES);
  const upstreamBody = parseJsonText(text) ?? text;
  throw createUpstreamStatusError({
    deploymentName: deployment.name,
    status: response.status,
    retryAfterHeader: response.headers['retry-after'],
    upstreamBody,
    errorInput: options.translator.translateErrorBody({ from: route.upstreamFormat, status: response.status, body: upstreamBody }),
  });
}
