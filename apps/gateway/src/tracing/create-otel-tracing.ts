import type { IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import { ROOT_CONTEXT, SamplingDecision, SpanKind, SpanStatusCode, TraceFlags, defaultTextMapGetter, trace, type Context, type Sampler, type SpanContext } from '@opentelemetry/api';
import { W3CTraceContextPropagator, setGlobalErrorHandler, type InstrumentationScope } from '@opentelemetry/core';
import type * as OtlpHttpTraceExporter from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { ATTR_ERROR_TYPE, ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_HTTP_ROUTE, ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from './stable-attributes.js';
import type { DiagnosticRecord, UpstreamAttemptRecord } from '../http/diagnostic-record.js';
import { createOtlpProtobufExporter } from './create-otlp-protobuf-exporter.js';
import { EncodingBatchSpanProcessor } from './encoding-batch-span-processor.js';
import { gatewaySampler } from './gateway-sampler.js';
import { GatewaySpan, type SpanRecorder } from './gateway-span.js';
import { GatewaySpanContext, newSpanContext } from './gateway-span-context.js';
import type { ResponseSummary } from '../translate/translator-port.js';
import { GEN_AI, GEN_AI_OPERATION_CHAT, MODELGATE } from './gen-ai-attributes.js';
import { sampleNewTraces, type NewTraceSampling } from './sample-new-traces.js';
import type { AttemptInput, AttemptTrace, GatewayTracing, RequestTrace, StepTrace, TraceAttributes } from './gateway-tracing.js';
import type { TracingConfig } from './tracing-config.js';
import { unsampledRequestTrace } from './unsampled-request-trace.js';
import { attributeKey } from './write-scalar-key-value.js';

export type OtelTracingOptions = {
  serviceVersion: string;
  /** Where spans go; default: a batch processor exporting to `config.url` over OTLP/HTTP (`config.protocol`). Tests pass their own. */
  spanProcessors?: SpanProcessor[];
  /** An export that failed (the collector unreachable, a rejected key): logged by the caller. */
  onError?: (error: unknown) => void;
};

const propagator = new W3CTraceContextPropagator();

function errorType(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
  return error instanceof Error ? error.name : 'error';
}

/** The headers Node gives (one value, or a list for repeated ones) as the propagator reads them. */
function readClientContext(headers: IncomingHttpHeaders): Context {
  if (headers['traceparent'] === undefined) return ROOT_CONTEXT;
  return propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter);
}

/**
 * What W3CTraceContextPropagator.inject writes for a span (`traceparent`, and `tracestate` when the trace has one),
 * read from its span context: no context object is built for it. Our spans are never under suppressed tracing.
 */
function traceContextHeaders({ traceId, spanId, traceFlags, traceState }: SpanContext): Record<string, string> {
  const headers: Record<string, string> = { traceparent: `00-${traceId}-${spanId}-0${traceFlags.toString(16)}` };
  if (traceState !== undefined) headers['tracestate'] = traceState.serialize();
  return headers;
}

/** The gateway's attribute keys, their entries taken once (GatewaySpan.setKeyed: no key looked up per attribute). */
const KEY = {
  errorType: attributeKey(ATTR_ERROR_TYPE),
  httpRequestMethod: attributeKey(ATTR_HTTP_REQUEST_METHOD),
  httpResponseStatusCode: attributeKey(ATTR_HTTP_RESPONSE_STATUS_CODE),
  httpRoute: attributeKey(ATTR_HTTP_ROUTE),
  genAiOperationName: attributeKey(GEN_AI.operationName),
  genAiProviderName: attributeKey(GEN_AI.providerName),
  genAiRequestModel: attributeKey(GEN_AI.requestModel),
  genAiRequestStream: attributeKey(GEN_AI.requestStream),
  genAiResponseFinishReasons: attributeKey(GEN_AI.responseFinishReasons),
  genAiResponseModel: attributeKey(GEN_AI.responseModel),
  genAiUsageCacheCreationInputTokens: attributeKey(GEN_AI.usageCacheCreationInputTokens),
  genAiUsageCacheReadInputTokens: attributeKey(GEN_AI.usageCacheReadInputTokens),
  genAiUsageInputTokens: attributeKey(GEN_AI.usageInputTokens),
  genAiUsageOutputTokens: attributeKey(GEN_AI.usageOutputTokens),
  modelgateAttempts: attributeKey(MODELGATE.attempts),
  modelgateCost: attributeKey(MODELGATE.cost),
  modelgateDeployment: attributeKey(MODELGATE.deployment),
  modelgateOutcome: attributeKey(MODELGATE.outcome),
  modelgateProvider: attributeKey(MODELGATE.provider),
  modelgateReason: attributeKey(MODELGATE.reason),
  modelgateRequestId: attributeKey(MODELGATE.requestId),
  modelgateTokensEstimated: attributeKey(MODELGATE.tokensEstimated),
} as const;

/**
 * The context holding a request span, which its child spans are started under (a span processor's `onStart` gets it):
 * `trace.setSpan(ROOT_CONTEXT, span)`, made only when a processor reads it. The gateway's own processors never do, and
 * making it copies the context's `Map` a traced request.
 */
class RequestSpanContext implements Context {
  private context: Context | undefined;

  constructor(private readonly span: GatewaySpan) {}

  private made(): Context {
    this.context ??= trace.setSpan(ROOT_CONTEXT, this.span);
    return this.context;
  }

  getValue(key: symbol): unknown {
    return this.made().getValue(key);
  }

  setValue(key: symbol, value: unknown): Context {
    return this.made().setValue(key, value);
  }

  deleteValue(key: symbol): Context {
    return this.made().deleteValue(key);
  }
}

/** What a request's child spans are started from: its span and the context holding it. */
type RequestScope = { recorder: SpanRecorder; span: GatewaySpan; context: Context };

/**
 * A child of the request span, as the SDK's tracer starts one under a sampled local parent: the parent's trace id and
 * trace state, a new span id (as random words: gateway-span-context.ts), sampled (what the parent-based sampler decides
 * for it: gateway-sampler.ts).
 */
function startChild(scope: RequestScope, name: string, kind: SpanKind): GatewaySpan {
  const parent = scope.span.spanContext();
  const traceIdWords = parent instanceof GatewaySpanContext ? parent.traceIdWords : undefined;
  const context = newSpanContext(parent.traceId, TraceFlags.SAMPLED, parent.traceState, traceIdWords);
  return new GatewaySpan(scope.recorder, context, name, kind, parent, scope.span.clockOffset, scope.context);
}

/** The step spans' names, whole strings (a template would make a new string each time, flattened when encoded). */
const STEP_SPAN_NAMES = { admission: 'modelgate admission', settlement: 'modelgate settlement' } as const;

/**
 * `chat <model>`, the name of a request span (the model asked for) or of an attempt's (the upstream's model): each keeps
 * the last one it made, as a model recurs from one request to the next (a new string each time would be flattened
 * again when encoded).
 */
function chatSpanNames(): (model: string) => string {
  let lastModel: string | undefined;
  let lastName = GEN_AI_OPERATION_CHAT;
  return (model) => {
    if (model !== lastModel) {
      lastName = `${GEN_AI_OPERATION_CHAT} ${model}`;
      lastModel = model;
    }
    return lastName;
  };
}
const requestSpanName = chatSpanNames();
const attemptSpanName = chatSpanNames();

/* Attributes are set one by one on the span, in the order the exported span lists them. */

function startAttempt(scope: RequestScope, input: AttemptInput, onAnswered: (model: string) => void): AttemptTrace {
  const span = startChild(scope, attemptSpanName(input.upstreamModel), SpanKind.CLIENT);
  span.setKeyed(KEY.genAiOperationName, GEN_AI_OPERATION_CHAT);
  span.setKeyed(KEY.genAiProviderName, input.providerSystem);
  span.setKeyed(KEY.genAiRequestModel, input.upstreamModel);
  span.setKeyed(KEY.modelgateDeployment, input.deployment);
  span.setKeyed(KEY.modelgateProvider, input.provider);
  // The answer's status, set when it came: the attempt's record usually repeats it, and the same value set again
  // changes nothing in the span but costs one more SDK setAttribute.
  let answeredStatus: number | undefined;
  return {
    headers: traceContextHeaders(span.spanContext()),
    answered(status) {
      answeredStatus = status;
      span.setKeyed(KEY.httpResponseStatusCode, status);
      onAnswered(input.upstreamModel);
    },
    end(record: UpstreamAttemptRecord) {
      span.setKeyed(KEY.modelgateOutcome, record.outcome);
      if (record.upstreamStatus !== undefined && record.upstreamStatus !== answeredStatus) span.setKeyed(KEY.httpResponseStatusCode, record.upstreamStatus);
      if (record.reason !== undefined) {
        span.setKeyed(KEY.modelgateReason, record.reason);
        span.setKeyed(KEY.errorType, record.reason);
      }
      if (record.outcome === 'failed') span.setStatus({ code: SpanStatusCode.ERROR, message: record.reason ?? 'failed' });
      span.end();
    },
  };
}

function startStep(scope: RequestScope, name: 'admission' | 'settlement'): StepTrace {
  const span = startChild(scope, STEP_SPAN_NAMES[name], SpanKind.INTERNAL);
  return {
    end(attributes: TraceAttributes, error?: unknown) {
      span.setAttributes(attributes);
      if (error !== undefined) {
        span.setKeyed(KEY.errorType, errorType(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    },
  };
}

/** The request span's closing attributes, from its diagnostic record: never content, a token or a key. Set at once. */
function endRequest(span: GatewaySpan, record: DiagnosticRecord, responseModel: string | undefined, summary: ResponseSummary | undefined): void {
  if (record.status !== undefined) span.setKeyed(KEY.httpResponseStatusCode, record.status);
  if (record.outcome !== undefined) span.setKeyed(KEY.modelgateOutcome, record.outcome);
  if (record.deployment !== undefined) span.setKeyed(KEY.modelgateDeployment, record.deployment);
  if (record.attempts !== undefined) span.setKeyed(KEY.modelgateAttempts, record.attempts);
  const model = summary?.model ?? responseModel;
  if (model !== undefined) span.setKeyed(KEY.genAiResponseModel, model);
  if (summary?.stopReason !== undefined) span.setKeyed(KEY.genAiResponseFinishReasons, [summary.stopReason]);
  if (record.tokens !== undefined) {
    span.setKeyed(KEY.genAiUsageInputTokens, record.tokens.input);
    span.setKeyed(KEY.genAiUsageOutputTokens, record.tokens.output);
    span.setKeyed(KEY.genAiUsageCacheReadInputTokens, record.tokens.cachedInput);
    span.setKeyed(KEY.genAiUsageCacheCreationInputTokens, record.tokens.cacheWriteInput);
    span.setKeyed(KEY.modelgateTokensEstimated, record.tokens.estimated);
  }
  if (record.cost !== undefined) span.setKeyed(KEY.modelgateCost, record.cost);
  if (record.error !== undefined) {
    span.setKeyed(KEY.errorType, record.error.code);
    span.setStatus({ code: SpanStatusCode.ERROR, message: record.error.code });
  } else if (record.status !== undefined && record.status >= 500) {
    span.setKeyed(KEY.errorType, String(record.status));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

/**
 * The request span, as the SDK's tracer starts a span: a valid client span context is its (remote) parent, else it
 * starts a trace, its trace id from the provider's id generator; a new span id (gateway-span-context.ts); the sampler
 * decides on the client context.
 */
function startRequest(recorder: SpanRecorder, sampler: Sampler, sampling: NewTraceSampling, input: { headers: IncomingHttpHeaders; endpoint: string; requestId: string }): RequestTrace {
  // Most requests bring no trace context: the ratio decides before any span, context or propagator work.
  if (input.headers['traceparent'] === undefined) {
    const traceparent = sampling.leftOut();
    if (traceparent !== undefined) return unsampledRequestTrace({ traceparent });
  }
  const clientContext = readClientContext(input.headers);
  const client = trace.getSpanContext(clientContext);
  const parent = client !== undefined && trace.isSpanContextValid(client) ? client : undefined;
  const traceId = parent?.traceId ?? sampling.idGenerator.generateTraceId();
  const sampled = sampler.shouldSample(clientContext, traceId, GEN_AI_OPERATION_CHAT, SpanKind.SERVER, {}, []);
  // The gateway's samplers decide sampled or not, never "record, not sampled" (which the processors would drop).
  const traceFlags = sampled.decision === SamplingDecision.RECORD_AND_SAMPLED ? TraceFlags.SAMPLED : TraceFlags.NONE;
  const traceIdWords = parent === undefined ? sampling.traceIdWords(traceId) : undefined;
  const spanContext = newSpanContext(traceId, traceFlags, sampled.traceState ?? parent?.traceState, traceIdWords);
  // A client's traceparent flagged not sampled: its trace goes on upstream, still not sampled.
  if (spanContext.traceFlags === TraceFlags.NONE) return unsampledRequestTrace(traceContextHeaders(spanContext));
  // The wall clock read once per request; each span's times are performance.now() after it, as SpanImpl's are.
  const span = new GatewaySpan(recorder, spanContext, GEN_AI_OPERATION_CHAT, SpanKind.SERVER, parent, Date.now() - performance.now(), clientContext);
  span.setKeyed(KEY.genAiOperationName, GEN_AI_OPERATION_CHAT);
  span.setKeyed(KEY.httpRequestMethod, 'POST');
  span.setKeyed(KEY.httpRoute, input.endpoint);
  span.setKeyed(KEY.modelgateRequestId, input.requestId);
  const scope: RequestScope = { recorder, span, context: new RequestSpanContext(span) };
  let responseModel: string | undefined;
  let summary: ResponseSummary | undefined;
  let ended = false;
  return {
    recording: true,
    describeRequest({ model, stream }) {
      span.updateName(requestSpanName(model));
      span.setKeyed(KEY.genAiRequestModel, model);
      span.setKeyed(KEY.genAiRequestStream, stream);
    },
    startStep: (name) => startStep(scope, name),
    startAttempt: (attempt) =>
      startAttempt(scope, attempt, (model) => {
        responseModel = model;
        span.setKeyed(KEY.genAiProviderName, attempt.providerSystem);
      }),
    describeResponse(answer) {
      summary = answer;
    },
    end(record) {
      if (ended) return;
      ended = true;
      endRequest(span, record, responseModel, summary);
    },
  };
}

/**
 * Where ended spans go for the configured body encoding. Protobuf: each span encoded as it ends, its batch held as
 * bytes (encoding-batch-span-processor.ts), over the SDK's OTLP/HTTP transport. JSON: the SDK's BatchSpanProcessor and
 * OTLP/HTTP JSON exporter, which hold the spans and serialize the batch when it leaves.
 */
function otlpSpanProcessor(config: TracingConfig): SpanProcessor {
  const options = { url: config.url, headers: config.headers };
  if (config.protocol === 'http/protobuf') return new EncodingBatchSpanProcessor(createOtlpProtobufExporter(options));
  // Required (CommonJS, synchronous) only for JSON: its serializers' package loads the metrics SDK besides (95 modules).
  const { OTLPTraceExporter } = createRequire(import.meta.url)('@opentelemetry/exporter-trace-otlp-http') as typeof OtlpHttpTraceExporter;
  return new BatchSpanProcessor(new OTLPTraceExporter(options));
}

/**
 * OpenTelemetry behind the GatewayTracing port: the API's spans and context, W3C trace context in and out (the core
 * package's propagator), the SDK's parent-based ratio sampler (gateway-sampler.ts) and id generation (ours, so that
 * left-out requests cost no ids: sample-new-traces.ts), and the SDK's span processors exporting over OTLP/HTTP (the
 * SDK's transports). Not registered globally: it neither sees nor changes anyone else's tracing.
 *
 * The spans themselves are GatewaySpan, not the SDK tracer's SpanImpl: the four spans of a traced request cost ~68k
 * instructions through the SDK's tracer (per span: its sampler and tracer self-metrics, the parent's span context
 * checked again, three clock reads, every attribute validated, counted and stored through megamorphic paths), about
 * half of the whole traced cost. GatewaySpan is handed to the same processors as a ReadableSpan, so what is exported
 * is what the SDK's spans gave (encode-otlp-span.test.ts and otlp-export.test.ts). Only loadGatewayTracing imports
 * this module, when tracing is configured.
 */
export function createOtelTracing(config: TracingConfig, options: OtelTracingOptions): GatewayTracing {
  if (options.onError !== undefined) setGlobalErrorHandler(options.onError);
  const spanProcessors = options.spanProcessors ?? [otlpSpanProcessor(config)];
  const sampling = sampleNewTraces(config.sampleRatio);
  const sampler = gatewaySampler(config.sampleRatio);
  // What the SDK's BasicTracerProvider and getTracer('modelgate', version) give their spans.
  const instrumentationScope: InstrumentationScope = { name: 'modelgate', version: options.serviceVersion, schemaUrl: undefined };
  const recorder: SpanRecorder = {
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.serviceName, [ATTR_SERVICE_VERSION]: options.serviceVersion }),
    instrumentationScope,
    spanProcessors,
  };
  let shutdown: Promise<void> | undefined;
  return {
    startRequest: (input) => startRequest(recorder, sampler, sampling, input),
    // As the provider's shutdown: every processor flushes and shuts down (once). The last flush failing (the
    // collector gone) is reported like any failed export: it must not fail a shutdown.
    shutdown: () => {
      shutdown ??= Promise.all(spanProcessors.map((processor) => processor.shutdown())).then(
        () => undefined,
        (error: unknown) => options.onError?.(error),
      );
      return shutdown;
    },
  };
}
