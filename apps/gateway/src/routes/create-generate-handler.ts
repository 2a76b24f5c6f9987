import type { Principal } from '@modelgate/core';
import type { AppDependencies, AppOptions } from '../app/app-dependencies.js';
import { GatewayError } from '../errors/gateway-error.js';
import { createInvalidBodyError } from '../formats/create-invalid-body-error.js';
import type { ErrorInput, FormatId } from '@modelgate/ir';
import { createRequestValidationReuse } from '../formats/create-request-validation-reuse.js';
import type { ClientRequest } from '../translate/translator-port.js';
import { FORMAT_MODULES } from '../formats/format-modules.js';
import { answerUpstream } from '../generate/answer-upstream.js';
import { createClientBody } from '../generate/create-client-body.js';
import { createStreamReader } from '../generate/create-stream-reader.js';
import { attemptDeployment } from '../generate/attempt-deployment.js';
import { createAdmissionError } from '../generate/create-admission-error.js';
import { createModelNotFoundError } from '../generate/create-model-not-found-error.js';
import { CancelSwitch } from '../providers/cancel-signal.js';
import type { StreamOutcome } from '../generate/pipe-stream-answer.js';
import { createDeploymentPlanner } from '../generate/plan-deployments.js';
import { readMaxOutputTokens } from '../generate/read-max-output-tokens.js';
import { readForwardHeaders } from '../generate/read-forward-headers.js';
import { prepareStreamReader, type PreparedStreamReader } from '../generate/prepare-stream-reader.js';
import { readRequestSettings } from '../generate/read-request-settings.js';
import { RequestTranslateContext } from '../generate/request-translate-context.js';
import { runWithFallback } from '../generate/run-with-fallback.js';
import { keepHoldRenewed } from '../generate/keep-hold-renewed.js';
import { settleRequest } from '../generate/settle-request.js';
import { toRateLimitName } from '../generate/to-rate-limit-name.js';
import { routeFor } from '../generate/upstream-route.js';
import type { GatewayMetrics } from '../metrics/create-gateway-metrics.js';
import { trackOpenStream } from '../metrics/track-open-stream.js';
import type { ApiExchange, ApiHandler } from '../http/api-exchange.js';
import { DROPPED_FIELDS_HEADER, formatDroppedFieldsHeader } from '../http/dropped-fields-header.js';
import type { UpstreamAttemptRecord } from '../http/diagnostic-record.js';
import { knownTopLevelMembers } from '../http/top-level-members.js';
import type { Deployment } from '../providers/deployment.js';
import type { AttemptTrace, RequestTrace } from '../tracing/gateway-tracing.js';
import { traceStep } from '../tracing/trace-step.js';
import { estimateInputTokens } from '../usage/estimate-input-tokens.js';
import { requireJsonObjectBody } from './require-json-object-body.js';
import { takeBody } from './take-body.js';

/**
 * `POST /v1/chat/completions`, `/v1/responses` and `/v1/messages`: validate, resolve the model exactly, plan its
 * deployments, admit, then the generate pipeline (docs/ARCHITECTURE.md): attempt one deployment, answer (observe a
 * passthrough or translate), fall back under one policy (runWithFallback), settle from real usage.
 */
export function createGenerateHandler(format: FormatId, dependencies: AppDependencies, options: AppOptions, metrics?: GatewayMetrics): ApiHandler {
  const profile = FORMAT_MODULES[format];
  const otherProfiles = Object.values(FORMAT_MODULES).filter((other) => other.id !== format);
  const validateRequest = createRequestValidationReuse<ClientRequest>((value) => dependencies.formats[format].validateRequest(value));
  const { core, translator, clock, ids } = dependencies;
  const { health, tracing } = dependencies;
  const basePlanner = dependencies.planDeployments ?? createDeploymentPlanner({ deploymentsFor: dependencies.deploymentsFor, random: dependencies.random ?? Math.random });
  const planDeployments = health === undefined ? basePlanner : health.planner(basePlanner);
  const observeAttempt = (deployment: Deployment, record: UpstreamAttemptRecord, error: unknown): void => {
    health?.observe(deployment, record, error);
    metrics?.observeAttempt(record);
  };
  // What a request's answer and fallback call that depends on nothing of the request: made once, not per request.
  const renderStreamError = (error: ErrorInput): string => dependencies.formats[format].renderStreamError(error);
  const now = (): number => clock.now();

  return async (exchange: ApiExchange) => {
    const { context } = exchange;
    let settled: () => void = () => undefined;
    context.settling = new Promise<void>((resolve) => (settled = resolve));
    const ending: (() => void)[] = [];
    const trace = tracing?.startRequest({ headers: exchange.request.headers, endpoint: profile.endpoint, requestId: context.requestId });
    // Ended once the record is final: its status is set when the response closes, its usage once settled.
    if (trace?.recording === true) exchange.response.once('close', () => void context.settling?.then(() => trace.end(context.diagnostic)));
    try {
      await handle(exchange, ending, trace);
    } finally {
      for (const end of ending) end();
      settled();
    }
  };

  /**
   * The request read from its body, synchronously: validated, its model resolved and planned, its estimate and max
   * output read, with the errors in that order. The parsed tree lives in this function and in the returned holder
   * only (the exchange lets go of it), so that a passthrough can release it before its upstream works.
   */
  function readRequest(exchange: ApiExchange, principal: Principal, trace: RequestTrace | undefined) {
    const { context } = exchange;
    const { diagnostic } = context;
    const body = requireJsonObjectBody(takeBody(exchange), profile);
    // Only a body the reader read against a kept one (its top-level members known) may hold an earlier body's values.
    const bytes = exchange.bodyBytes;
    const validation = validateRequest(body, bytes !== undefined && knownTopLevelMembers(bytes) !== undefined);
    if (!validation.ok) throw createInvalidBodyError({ profile, issues: validation.issues, body, otherProfiles });
    const modelId = body['model'];
    if (typeof modelId !== 'string') throw createInvalidBodyError({ profile, issues: [{ path: '', keyword: 'required', message: "must have required property 'model'" }], body, otherProfiles });
    const stream = body['stream'] === true;
    diagnostic.model = modelId;
    diagnostic.stream = stream;
    diagnostic.settings = readRequestSettings(body);
    trace?.describeRequest({ model: modelId, stream });
    if (options.logContent) diagnostic.content = { request: body };

    const resolved = core.resolveModel(principal, modelId);
    if (!resolved.ok) throw createModelNotFoundError(modelId, resolved.suggestions);
    const model = resolved.model;
    const plan = planDeployments(model.id);
    if (plan.length === 0) {
      throw new GatewayError({ code: 'upstream_unavailable', message: `The model '${model.id}' has no deployment configured; the operator must add one in modelgate.yaml.` });
    }
    return {
      modelId,
      stream,
      model,
      plan,
      estimatedInputTokens: estimateInputTokens(body),
      maxOutputTokens: readMaxOutputTokens(profile, body, model),
      // What a passed-through stream shows of its upstream's lines, read now: the tree may be gone by then.
      keepStreamLine: stream ? profile.passthrough.streamLineFilter(body) : undefined,
      // The client format's own validator typed it: translate takes it as it is.
      clientBody: createClientBody(validation.value, exchange.bodyBytes),
    };
  }

  async function handle(exchange: ApiExchange, ending: (() => void)[], trace: RequestTrace | undefined): Promise<void> {
    const { request, response, context } = exchange;
    const { principal, diagnostic } = context;
    if (principal === undefined) throw new Error(`POST ${profile.endpoint} ran without authentication.`);
    const { modelId, stream, model, plan, estimatedInputTokens, maxOutputTokens, keepStreamLine, clientBody } = readRequest(exchange, principal, trace);
    const { bodyBytes } = exchange;
    // A traced request's step span ends where the step's await returns: the untraced and the traced path are one
    // await, with no wrapper's promise or closures (traceStep: kept for the rare release).
    const admissionStep = trace?.recording === true ? trace.startStep('admission') : undefined;
    let admission: Awaited<ReturnType<typeof core.admit>>;
    try {
      admission = await core.admit(principal, model, { inputTokens: estimatedInputTokens, maxOutputTokens, requestId: context.requestId });
    } catch (error) {
      admissionStep?.end({}, error);
      throw error;
    }
    admissionStep?.end({ 'modelgate.admitted': admission.ok });
    if (!admission.ok) {
      health?.release(plan, []);
      if (admission.denied === undefined) diagnostic.limit = toRateLimitName(admission.limit);
      throw createAdmissionError(admission, options.quotaRetryAfterSeconds);
    }

    // A stream may outlive the reservation TTL: its hold is renewed while it runs (a hold left alone is reclaimed).
    if (stream) {
      ending.push(keepHoldRenewed({
        core, reservation: admission.reservation, everyMs: options.reservationTtlMs / 2,
        onError: (error) => dependencies.logger.warn({ requestId: context.requestId, error: error instanceof Error ? error.message : String(error) }, 'renewing a hold failed'),
      }));
    }
    const abort = new CancelSwitch();
    // The upstream request's own switch: a client that leaves a stream being answered leaves its upstream to be read
    // on for its final usage (the drain, bounded); anywhere else, and at a shutdown, the upstream stops with the client.
    const upstreamAbort = new CancelSwitch();
    let streamAnswering = false;
    let droppedHeaderSet = false;
    abort.addEventListener('abort', () => {
      if (!streamAnswering || abort.reason instanceof GatewayError) upstreamAbort.cancel(abort.reason);
    });
    // A shutdown's drain cancels with its GatewayError: the answer then ends in its format (see the throw below).
    // Tracked until the handler is done, settlement included: a shutdown's drain never closes the store under a
    // settlement still running (one that counts a cut stream's output may first load the tokenizer).
    const untrack = dependencies.drain?.track((reason) => abort.cancel(reason));
    if (untrack !== undefined) ending.push(untrack);
    response.on('close', () => {
      if (!response.writableFinished) abort.cancel();
    });
    const onFirstByte = (): void => {
      if (diagnostic.ttfbMs !== undefined) return;
      diagnostic.ttfbMs = clock.now() - context.startedAt;
      if (stream && metrics !== undefined) trackOpenStream(metrics, response);
    };
    const translateContext = new RequestTranslateContext(modelId, format, clientBody, translator, clock, ids);
    const forwardHeaders = readForwardHeaders(request.headers);
    const settle = (result: StreamOutcome): Promise<void> => {
      // A shutdown that ended the answer is the gateway's failure, not the client leaving.
      const outcome = result.outcome === 'aborted' && abort.reason instanceof GatewayError ? 'error' : result.outcome;
      return settleRequest({
        // One literal of one shape, without conditional spreads (each a copy, and a shape that depends on the outcome).
        core, reservation: admission.reservation, estimatedInputTokens, diagnostic, usage: result.usage, delivered: result.delivered, outcome,
        usageFinal: result.usageFinal, estimateOutputTokens: result.estimateOutputTokens,
        // A traced request's settlement span, ended by the settlement itself: no wrapper's promise or closures.
        step: trace?.recording === true ? trace.startStep('settlement') : undefined,
      });
    };
    // A whole answer (JSON or stream) is settled right after its last write, off the answer's path; the settlement
    // begins before any other request can be read, and the core makes an admission of the same account that asks the
    // store (or of the same token, its limiter) wait for it, so a client's next request never meets this one's
    // reservation (issue 15).
    // If that settlement fails, it is tried again once the answer step is over.
    let settledOnEnd = false;
    const settleOnEnd = async (result: StreamOutcome): Promise<void> => {
      try {
        await settle(result);
        settledOnEnd = true;
      } catch {
        settledOnEnd = false;
      }
    };
    const records: UpstreamAttemptRecord[] = [];
    let attemptTrace: AttemptTrace | undefined;
    // The last attempt's stream reader, built while its upstream works (a stream's answer then starts without it).
    let preparedReader: { deployment: Deployment; reader: PreparedStreamReader } | undefined;
    const ended = await runWithFallback({
      plan,
      maxAttempts: options.maxUpstreamAttempts,
      attempt: (deployment) => {
        const route = routeFor(format, deployment.provider);
        attemptTrace = trace?.startAttempt({
          deployment: deployment.name,
          provider: deployment.provider.name,
          providerSystem: FORMAT_MODULES[route.upstreamFormat].genAiProviderName,
          upstreamModel: deployment.upstreamModel,
        });
        const attempt = attemptDeployment({
          deployment,
          route,
          body: clientBody.read(),
          bodyBytes,
          stream,
          defaultMaxOutputTokens: model.defaultMaxOutputTokens,
          forwardHeaders,
          traceHeaders: attemptTrace?.headers,
          signal: upstreamAbort.signal,
          translator,
        });
        // Its upstream body is built (the call went out synchronously), and what a translated answer reads of the
        // request is read: no answer reads the tree, which is let go before the upstream works.
        if (!route.passthrough) translateContext.readClientAnswer();
        clientBody.release();
        if (stream) {
          const reader = prepareStreamReader(() =>
            createStreamReader({ route, deployment, profile, keepStreamLine, clientModel: modelId, renderStreamError, translator, translateContext }),
          );
          preparedReader = { deployment, reader };
        }
        return attempt;
      },
      onAnswering: (call) => {
        attemptTrace?.answered(call.response.status);
        diagnostic.deployment = call.deployment.name;
        const upstreamRequestId = call.response.headers['x-request-id'] ?? call.response.headers['request-id'];
        if (upstreamRequestId !== undefined) diagnostic.upstreamRequestId = upstreamRequestId.slice(0, 200);
        if (call.warnings.length > 0) diagnostic.translationWarnings = call.warnings;
        if (call.dropped.length > 0) {
          diagnostic.droppedFields = call.dropped;
          response.setHeader(DROPPED_FIELDS_HEADER, formatDroppedFieldsHeader(call.dropped));
          droppedHeaderSet = true;
        } else {
          delete diagnostic.droppedFields;
          // Only an earlier attempt's header is taken back: removeHeader lower-cases and deletes on every answer.
          if (droppedHeaderSet) response.removeHeader(DROPPED_FIELDS_HEADER);
          droppedHeaderSet = false;
        }
      },
      answer: async (call) => {
        streamAnswering = stream;
        try {
          return await answerUpstream({
          call,
          stream,
          response,
          profile,
          keepStreamLine,
          clientModel: modelId,
          renderStreamError,
          translator,
          translateContext,
          signal: abort.signal,
          requestId: context.requestId,
          onFirstByte,
          keepAliveMs: options.streamKeepAliveMs,
          estimatedInputTokens,
          settleOnEnd,
          drain: { ms: options.drainAfterDisconnectMs, bytes: options.drainAfterDisconnectBytes, stopUpstream: () => upstreamAbort.cancel(abort.reason) },
          summarize: trace?.recording === true,
          streamReader: stream && preparedReader?.deployment === call.deployment ? preparedReader.reader.take() : undefined,
          });
        } finally {
          // The answer is over (or failed before it began, and another deployment may be tried): back to stopping with the client.
          streamAnswering = false;
          if (abort.aborted) upstreamAbort.cancel(abort.reason);
        }
      },
      mayFallBack: () => !response.headersSent,
      clientGone: () => abort.signal.aborted,
      now,
      records,
      observe: (deployment, record, error) => {
        observeAttempt(deployment, record, error);
        attemptTrace?.end(record);
      },
    });
    if (ended.ok) trace?.describeResponse(ended.result.summary);
    health?.release(plan, records);
    diagnostic.attempts = records.length;
    // One attempt that answered says nothing `deployment` does not: the list is kept for fallbacks and failures.
    if (records.length > 1 || records[0]?.outcome !== 'ok') diagnostic.upstreamAttempts = records;
    if (ended.ok) return settledOnEnd ? undefined : settle(ended.result);
    // An answer that failed is settled (its usage, if it delivered). A client that left while an upstream worked on
    // its request pays that request's input estimate; only a request that never reached an upstream is released.
    // The drain (shutdown) cancels with its own GatewayError as the reason; any other cancel is the client leaving.
    const drained = abort.signal.aborted && abort.signal.reason instanceof GatewayError;
    const clientLeft = abort.signal.aborted && !drained;
    if (ended.answered) await settle({ outcome: abort.signal.aborted ? 'aborted' : 'error', usage: undefined, delivered: response.headersSent });
    else if (clientLeft && records.some((record) => record.outcome === 'aborted')) await settle({ outcome: 'aborted', usage: undefined, delivered: true });
    else await traceStep(trace, 'settlement', () => core.release(admission.reservation), () => ({ 'modelgate.outcome': 'released' }));
    if (drained) throw abort.signal.reason;
    // Nobody is left to answer: a disconnect is the client's choice, recorded (info), not an error of the gateway.
    if (clientLeft) {
      diagnostic.outcome = 'aborted';
      return;
    }
    throw ended.error;
  }
}
