import { createSseParser } from '@modelgate/translate';
import type { AppDependencies, AppOptions } from '../app/app-dependencies.js';
import { GatewayError } from '../errors/gateway-error.js';
import { UpstreamError } from '../errors/upstream-error.js';
import { createInvalidBodyError } from '../formats/create-invalid-body-error.js';
import type { FormatId } from '../formats/format-id.js';
import { FORMAT_PROFILES } from '../formats/format-profiles.js';
import { callUpstream, type UpstreamCall } from '../generate/call-upstream.js';
import type { ClientStream } from '../generate/client-stream.js';
import { createAdmissionError } from '../generate/create-admission-error.js';
import { createModelNotFoundError } from '../generate/create-model-not-found-error.js';
import { CancelSwitch } from '../providers/cancel-signal.js';
import { createPassthroughStream } from '../generate/create-passthrough-stream.js';
import { orderDeployments } from '../generate/order-deployments.js';
import { pipeStreamAnswer, type StreamOutcome } from '../generate/pipe-stream-answer.js';
import { readForwardHeaders } from '../generate/read-forward-headers.js';
import { readRequestSettings } from '../generate/read-request-settings.js';
import { sendJsonAnswer } from '../generate/send-json-answer.js';
import { settleRequest } from '../generate/settle-request.js';
import type { ApiExchange, ApiHandler } from '../http/api-exchange.js';
import { estimateTokens } from '../usage/estimate-tokens.js';
import { requireJsonObjectBody } from './require-json-object-body.js';

/**
 * `POST /v1/chat/completions`, `/v1/responses` and `/v1/messages`: validate, resolve the model exactly, admit, call
 * the upstream (passthrough or translation), answer streamed or not, settle from real usage (docs/ARCHITECTURE.md).
 */
export function createGenerateHandler(format: FormatId, dependencies: AppDependencies, options: AppOptions): ApiHandler {
  const profile = FORMAT_PROFILES[format];
  const otherProfiles = Object.values(FORMAT_PROFILES).filter((other) => other.id !== format);
  const { core, translator, clock, ids } = dependencies;
  const random = dependencies.random ?? Math.random;

  return async (exchange: ApiExchange) => {
    const { context } = exchange;
    let settled: () => void = () => undefined;
    context.settling = new Promise<void>((resolve) => (settled = resolve));
    try {
      await handle(exchange);
    } finally {
      settled();
    }
  };

  async function handle({ request, response, context, body: parsedBody, bodyText }: ApiExchange): Promise<void> {
    const { principal, diagnostic } = context;
    if (principal === undefined) throw new Error(`POST ${profile.endpoint} ran without authentication.`);
    const body = requireJsonObjectBody(parsedBody, profile);
    const validation = dependencies.formats[format].validateRequest(body);
    if (!validation.ok) throw createInvalidBodyError({ profile, issues: validation.issues, body, otherProfiles });
    const modelId = body['model'];
    if (typeof modelId !== 'string') throw createInvalidBodyError({ profile, issues: [{ path: '', keyword: 'required', message: "must have required property 'model'" }], body, otherProfiles });
    const stream = body['stream'] === true;
    diagnostic.model = modelId;
    diagnostic.stream = stream;
    diagnostic.settings = readRequestSettings(body);
    if (options.logContent) diagnostic.content = { request: body };

    const resolved = core.resolveModel(principal, modelId);
    if (!resolved.ok) throw createModelNotFoundError(modelId, resolved.suggestions);
    const model = resolved.model;
    const deployments = orderDeployments(dependencies.deploymentsFor(model.id), random);
    if (deployments.length === 0) {
      throw new GatewayError({ code: 'upstream_unavailable', message: `The model '${model.id}' has no deployment configured; the operator must add one in modelgate.yaml.` });
    }
    // The body's size on the wire is a good enough estimate and costs nothing; stringify only when it is unknown.
    const length = Number(request.headers['content-length']);
    const estimatedInputTokens = Number.isInteger(length) && length > 0 ? Math.ceil(length / 4) : estimateTokens(body);
    const maxOutputTokens = profile.maxOutputTokens(body) ?? model.defaultMaxOutputTokens;
    const admission = await core.admit(principal, model, { inputTokens: estimatedInputTokens, maxOutputTokens, requestId: context.requestId });
    if (!admission.ok) throw createAdmissionError(admission, options.quotaRetryAfterSeconds);

    const abort = new CancelSwitch();
    response.on('close', () => {
      if (!response.writableFinished) abort.cancel();
    });
    const onFirstByte = (): void => {
      diagnostic.ttfbMs ??= clock.now() - context.startedAt;
    };
    const settle = (result: StreamOutcome): Promise<void> =>
      settleRequest({ core, reservation: admission.reservation, estimatedInputTokens, diagnostic, ...result });

    const translateContext = { model: modelId, now: () => clock.now(), newId: (prefix: string) => ids.newId(prefix) };
    const answer = async (upstream: UpstreamCall): Promise<StreamOutcome> => {
      if (!stream) {
        const usage = await sendJsonAnswer({
          response,
          upstream: upstream.response.body,
          upstreamFormat: upstream.upstreamFormat,
          clientFormat: format,
          deploymentName: upstream.deployment.name,
          translator,
          context: translateContext,
          limitBytes: 64 * 1024 * 1024,
          onFirstByte,
        });
        return { outcome: 'ok', usage, delivered: true };
      }
      const clientStream: ClientStream =
        upstream.upstreamFormat === format
          ? createPassthroughStream({
              meter: translator.createStreamUsageMeter(format),
              decoder: createSseParser(),
              readStreamItem: (message) => profile.readStreamItem(message),
              renderStreamError: (error) => dependencies.formats[format].renderStreamError(error),
              upstreamModel: upstream.deployment.upstreamModel,
              clientModel: modelId,
              deploymentName: upstream.deployment.name,
              keepLine: profile.streamLineFilter(body),
              endsStream: (text) => profile.endsStream(text),
            })
          : translator.createStreamTranslator({ from: upstream.upstreamFormat, to: format, context: translateContext });
      return pipeStreamAnswer({
        response,
        upstream: upstream.response.body,
        stream: clientStream,
        signal: abort.signal,
        requestId: context.requestId,
        onFirstByte,
        keepAliveMs: options.streamKeepAliveMs,
      });
    };

    // A deployment that fails before anything reached the client (bad status, connect error, a stream that breaks
    // before its first content) falls through to the next one, within maxUpstreamAttempts.
    let remaining = deployments;
    let attempts = 0;
    for (;;) {
      let upstream: UpstreamCall;
      try {
        upstream = await callUpstream({
          deployments: remaining,
          maxAttempts: options.maxUpstreamAttempts - attempts,
          clientFormat: format,
          body,
          bodyText,
          stream,
          defaultMaxOutputTokens: model.defaultMaxOutputTokens,
          forwardHeaders: readForwardHeaders(request.headers),
          signal: abort.signal,
          translator,
        });
      } catch (error) {
        await core.release(admission.reservation);
        throw error;
      }
      attempts += upstream.attempts;
      diagnostic.deployment = upstream.deployment.name;
      diagnostic.attempts = attempts;
      const upstreamRequestId = upstream.response.headers['x-request-id'] ?? upstream.response.headers['request-id'];
      if (upstreamRequestId !== undefined) diagnostic.upstreamRequestId = upstreamRequestId.slice(0, 200);
      if (upstream.warnings.length > 0) diagnostic.translationWarnings = upstream.warnings;
      try {
        const result = await answer(upstream);
        await settle(result);
        return;
      } catch (error) {
        remaining = remaining.slice(remaining.indexOf(upstream.deployment) + 1);
        const retry = error instanceof UpstreamError && error.retryable && !response.headersSent && !abort.signal.aborted;
        if (retry && remaining.length > 0 && attempts < options.maxUpstreamAttempts) continue;
        await settle({ outcome: abort.signal.aborted ? 'aborted' : 'error', usage: undefined, delivered: response.headersSent });
        throw error;
      }
    }
  }
}
