import type { IdGenerator } from '@opentelemetry/sdk-trace-base';

export type NewTraceSampling = {
  /** The tracer provider's ids: a trace this module let in starts with the trace id it was sampled on. */
  idGenerator: IdGenerator;
  /**
   * The sampler's decision for a request that brought no `traceparent`, made before any span exists: the `traceparent`
   * to send upstream (a new trace, flagged not sampled) when it is left out, else `undefined` (start its span).
   */
  leftOut(): string | undefined;
};

/**
 * The ratio sampler run ahead of the SDK for new traces: a request it leaves out costs two random ids and a string,
 * no span object, context or propagator. One it lets in gets that same trace id from the provider's id generator, so
 * the provider's own sampler (the same ratio, deterministic on the trace id) lets it in too. `random` and `isSampled`
 * are the SDK's (RandomIdGenerator, TraceIdRatioBasedSampler): only create-otel-tracing.ts imports the SDK.
 */
export function sampleNewTraces(random: IdGenerator, isSampled: (traceId: string) => boolean): NewTraceSampling {
  let admitted: string | undefined;
  return {
    idGenerator: {
      generateTraceId() {
        const traceId = admitted ?? random.generateTraceId();
        admitted = undefined;
        return traceId;
      },
      generateSpanId: () => random.generateSpanId(),
    },
    leftOut() {
      const traceId = random.generateTraceId();
      if (!isSampled(traceId)) return `00-${traceId}-${random.generateSpanId()}-00`;
      admitted = traceId;
      return undefined;
    },
  };
}
