import type { IncomingHttpHeaders } from 'node:http';
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, defaultTextMapGetter, trace, type Context, type Span, type Tracer } from '@opentelemetry/api';
import { W3CTraceContextPropagator, setGlobalErrorHandler } from '@opentelemetry/core';
import { OTLPTraceExporter as OTLPJsonTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { ATTR_ERROR_TYPE, ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_HTTP_ROUTE, ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import type { DiagnosticRecord, UpstreamAttemptRecord } from '../http/diagnostic-record.js';
import { createOtlpProtobufExporter } from './create-otlp-protobuf-exporter.js';
import { EncodingBatchSpanProcessor } from './encoding-batch-span-processor.js';
import { gatewaySampler } from './gateway-sampler.js';
import type { ResponseSummary } from '../translate/translator-port.js';
import { GEN_AI, GEN_AI_OPERATION_CHAT, MODELGATE } from './gen-ai-attributes.js';
import { sampleNewTraces, type NewTraceSampling } from './sample-new-traces.js';
import type { AttemptInput, AttemptTrace, GatewayTracing, RequestTrace, StepTrace, TraceAttributes } from './gateway-tracing.js';
import type { TracingConfig } from './tracing-config.js';
import { unsampledRequestTrace } from './unsampled-request-trace.js';

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
 * read from the span itself: no context object is built for it. Our spans are never under suppressed tracing.
 */
function traceContextHeaders(span: Span): Record<string, string> {
  const { traceId, spanId, traceFlags, traceState } = span.spanContext();
  const headers: Record<string, string> = { traceparent: `00-${traceId}-${spanId}-0${traceFlags.toString(16)}` };
  if (traceState !== undefined) headers['tracestate'] = traceState.serialize();
  return headers;
}

/* Attributes are set one by one on the span, not gathered in an object first: the SDK copies them one by one anyway. */

function startAttempt(tracer: Tracer, parent: Context, input: AttemptInput, onAnswered: (model: string) => void): AttemptTrace {
  const span = tracer.startSpan(`${GEN_AI_OPERATION_CHAT} ${input.upstreamModel}`, { kind: SpanKind.CLIENT }, parent);
  span.setAttribute(GEN_AI.operationName, GEN_AI_OPERATION_CHAT);
  span.setAttribute(GEN_AI.providerName, input.providerSystem);
  span.setAttribute(GEN_AI.requestModel, input.upstreamModel);
  span.setAttribute(MODELGATE.deployment, input.deployment);
  span.setAttribute(MODELGATE.provider, input.provider);
  // The answer's status, set when it came: the attempt's record usually repeats it, and the same value set again
  // changes nothing in the span but costs one more SDK setAttribute.
  let answeredStatus: number | undefined;
  return {
    headers: traceContextHeaders(span),
    answered(status) {
      answeredStatus = status;
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
      onAnswered(input.upstreamModel);
    },
    end(record: UpstreamAttemptRecord) {
      span.setAttribute(MODELGATE.outcome, record.outcome);
      if (record.upstreamStatus !== undefined && record.upstreamStatus !== answeredStatus) span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, record.upstreamStatus);
      if (record.reason !== undefined) {
        span.setAttribute(MODELGATE.reason, record.reason);
        span.setAttribute(ATTR_ERROR_TYPE, record.reason);
      }
      if (record.outcome === 'failed') span.setStatus({ code: SpanStatusCode.ERROR, message: record.reason ?? 'failed' });
      span.end();
    },
  };
}

function startStep(tracer: Tracer, parent: Context, name: 'admission' | 'settlement'): StepTrace {
  const span = tracer.startSpan(`modelgate ${name}`, { kind: SpanKind.INTERNAL }, parent);
  return {
    end(attributes: TraceAttributes, error?: unknown) {
      span.setAttributes(attributes);
      if (error !== undefined) {
        span.setAttribute(ATTR_ERROR_TYPE, errorType(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    },
  };
}

/** The request span's closing attributes, from its diagnostic record: never content, a token or a key. Set at once. */
function endRequest(span: Span, record: DiagnosticRecord, responseModel: string | undefined, summary: ResponseSummary | undefined): void {
  if (record.status !== undefined) span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, record.status);
  if (record.outcome !== undefined) span.setAttribute(MODELGATE.outcome, record.outcome);
  if (record.deployment !== undefined) span.setAttribute(MODELGATE.deployment, record.deployment);
  if (record.attempts !== undefined) span.setAttribute(MODELGATE.attempts, record.attempts);
  const model = summary?.model ?? responseModel;
  if (model !== undefined) span.setAttribute(GEN_AI.responseModel, model);
  if (summary?.stopReason !== undefined) span.setAttribute(GEN_AI.responseFinishReasons, [summary.stopReason]);
  if (record.tokens !== undefined) {
    span.setAttribute(GEN_AI.usageInputTokens, record.tokens.input);
    span.setAttribute(GEN_AI.usageOutputTokens, record.tokens.output);
    span.setAttribute(GEN_AI.usageCacheReadInputTokens, record.tokens.cachedInput);
    span.setAttribute(GEN_AI.usageCacheCreationInputTokens, record.tokens.cacheWriteInput);
    span.setAttribute(MODELGATE.tokensEstimated, record.tokens.estimated);
  }
  if (record.cost !== undefined) span.setAttribute(MODELGATE.cost, record.cost);
  if (record.error !== undefined) {
    span.setAttribute(ATTR_ERROR_TYPE, record.error.code);
    span.setStatus({ code: SpanStatusCode.ERROR, message: record.error.code });
  } else if (record.status !== undefined && record.status >= 500) {
    span.setAttribute(ATTR_ERROR_TYPE, String(record.status));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

function startRequest(tracer: Tracer, sampling: NewTraceSampling, input: { headers: IncomingHttpHeaders; endpoint: string; requestId: string }): RequestTrace {
  // Most requests bring no trace context: the ratio decides before any span, context or propagator work.
  if (input.headers['traceparent'] === undefined) {
    const traceparent = sampling.leftOut();
    if (traceparent !== undefined) return unsampledRequestTrace({ traceparent });
  }
  const span = tracer.startSpan(GEN_AI_OPERATION_CHAT, { kind: SpanKind.SERVER }, readClientContext(input.headers));
  // A client's traceparent flagged not sampled: its trace goes on upstream, still not sampled.
  if (!span.isRecording()) return unsampledRequestTrace(traceContextHeaders(span));
  span.setAttribute(GEN_AI.operationName, GEN_AI_OPERATION_CHAT);
  span.setAttribute(ATTR_HTTP_REQUEST_METHOD, 'POST');
  span.setAttribute(ATTR_HTTP_ROUTE, input.endpoint);
  span.setAttribute(MODELGATE.requestId, input.requestId);
  const context = trace.setSpan(ROOT_CONTEXT, span);
  let responseModel: string | undefined;
  let summary: ResponseSummary | undefined;
  let ended = false;
  return {
    recording: true,
    describeRequest({ model, stream }) {
      span.updateName(`${GEN_AI_OPERATION_CHAT} ${model}`);
      span.setAttribute(GEN_AI.requestModel, model);
      span.setAttribute(GEN_AI.requestStream, stream);
    },
    startStep: (name) => startStep(tracer, context, name),
    startAttempt: (attempt) =>
      startAttempt(tracer, context, attempt, (model) => {
        responseModel = model;
        span.setAttribute(GEN_AI.providerName, attempt.providerSystem);
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
  return config.protocol === 'http/protobuf' ? new EncodingBatchSpanProcessor(createOtlpProtobufExporter(options)) : new BatchSpanProcessor(new OTLPJsonTraceExporter(options));
}

/**
 * The OpenTelemetry SDK behind the GatewayTracing port: its own tracer provider (not registered globally, so it
 * neither sees nor changes anyone else's), a parent-based ratio sampler (gateway-sampler.ts), W3C trace context in and
 * out, and a batch processor exporting over OTLP/HTTP. Only loadGatewayTracing imports this module, when tracing is
 * configured.
 */
export function createOtelTracing(config: TracingConfig, options: OtelTracingOptions): GatewayTracing {
  if (options.onError !== undefined) setGlobalErrorHandler(options.onError);
  const spanProcessors = options.spanProcessors ?? [otlpSpanProcessor(config)];
  const sampling = sampleNewTraces(config.sampleRatio);
  const provider = new BasicTracerProvider({
    idGenerator: sampling.idGenerator,
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.serviceName, [ATTR_SERVICE_VERSION]: options.serviceVersion }),
    sampler: gatewaySampler(config.sampleRatio),
    spanProcessors,
  });
  const tracer = provider.getTracer('modelgate', options.serviceVersion);
  return {
    startRequest: (input) => startRequest(tracer, sampling, input),
    // The last flush failing (the collector gone) is reported like any failed export: it must not fail a shutdown.
    shutdown: () => provider.shutdown().catch((error: unknown) => options.onError?.(error)),
  };
}
