import { ROOT_CONTEXT, SpanKind, TraceFlags, trace, type SpanContext } from '@opentelemetry/api';
import { ParentBasedSampler, TraceIdRatioBasedSampler } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { gatewaySampler } from './gateway-sampler.js';

const TRACE_IDS = ['4bf92f3577b34da6a3ce929d0e0e4736', '00000000000000000000000000000001', 'ffffffffffffffffffffffffffffffff', '7fffffff00000000000000000000ffff', '0af7651916cd43dd8448eb211c80319c'];

function parent(isRemote: boolean, sampled: boolean, traceId = TRACE_IDS[0] ?? ''): SpanContext {
  return { traceId, spanId: '00f067aa0ba902b7', traceFlags: sampled ? TraceFlags.SAMPLED : TraceFlags.NONE, isRemote };
}

const PARENTS: [string, SpanContext | undefined][] = [
  ['no parent', undefined],
  ['a remote sampled parent', parent(true, true)],
  ['a remote parent not sampled', parent(true, false)],
  ['a sampled parent of this process', parent(false, true)],
  ['a parent of this process not sampled', parent(false, false)],
  ['an invalid remote parent', parent(true, true, '00000000000000000000000000000000')],
];

describe('gatewaySampler', () => {
  it.each([0, 0.25, 0.5, 1, 2, Number.NaN])('decides as the SDK parent-based ratio sampler does, at ratio %s', (ratio) => {
    const sdk = new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) });
    const ours = gatewaySampler(ratio);
    for (const [, parentContext] of PARENTS) {
      const context = parentContext === undefined ? ROOT_CONTEXT : trace.setSpanContext(ROOT_CONTEXT, parentContext);
      for (const traceId of TRACE_IDS) {
        const expected = sdk.shouldSample(context, traceId, 'chat', SpanKind.INTERNAL, {}, []).decision;
        expect(ours.shouldSample(context, traceId, 'chat', SpanKind.INTERNAL, {}, []).decision).toBe(expected);
      }
    }
  });
});
