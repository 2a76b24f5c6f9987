import { SamplingDecision, TraceFlags, trace, type Sampler, type SamplingResult } from '@opentelemetry/api';
import { AlwaysOnSampler, ParentBasedSampler, TraceIdRatioBasedSampler } from '@opentelemetry/sdk-trace-base';

const SAMPLED: SamplingResult = { decision: SamplingDecision.RECORD_AND_SAMPLED };

/**
 * The SDK's parent-based ratio sampler, with the one decision the gateway makes three times a traced request taken
 * first: a child of a sampled span of this process (admission, attempt, settlement under the request span) is
 * sampled, as ParentBasedSampler decides it, without its span context checked again (the tracer checked it already
 * when it took the parent). Remote parents, unsampled ones and new traces go to ParentBasedSampler. At ratio 1 the
 * root sampler is AlwaysOn: TraceIdRatioBasedSampler(1) samples every valid trace id, and the provider's ids are.
 */
export function gatewaySampler(sampleRatio: number): Sampler {
  const root = sampleRatio >= 1 ? new AlwaysOnSampler() : new TraceIdRatioBasedSampler(sampleRatio);
  const parentBased = new ParentBasedSampler({ root });
  return {
    shouldSample(context, traceId, spanName, spanKind, attributes, links) {
      const parent = trace.getSpanContext(context);
      if (parent !== undefined && parent.isRemote !== true && (parent.traceFlags & TraceFlags.SAMPLED) !== 0) return SAMPLED;
      return parentBased.shouldSample(context, traceId, spanName, spanKind, attributes, links);
    },
    toString: () => `GatewaySampler{localParentSampled=AlwaysOn, else ${parentBased.toString()}}`,
  };
}
