import { describe, expect, it } from 'vitest';
import { sampleNewTraces } from './sample-new-traces.js';

// The ratio decided ahead of the SDK: a left-out request gets only a traceparent, and a let-in one starts its span on
// the very trace id it was sampled on (so the provider's sampler, deterministic on it, agrees).

function countingIds(): { generateTraceId(): string; generateSpanId(): string } {
  let next = 0;
  return {
    generateTraceId: () => (next += 1).toString(16).padStart(32, '0'),
    generateSpanId: () => (next += 1).toString(16).padStart(16, '0'),
  };
}

describe('sampleNewTraces', () => {
  it('gives a left-out request a new trace context flagged not sampled, and no trace id to the provider', () => {
    const sampling = sampleNewTraces(countingIds(), () => false);
    expect(sampling.leftOut()).toBe(`00-${'1'.padStart(32, '0')}-${'2'.padStart(16, '0')}-00`);
    expect(sampling.leftOut()).toBe(`00-${'3'.padStart(32, '0')}-${'4'.padStart(16, '0')}-00`);
    expect(sampling.idGenerator.generateTraceId()).toBe('5'.padStart(32, '0'));
  });

  it('hands the trace id a request was let in on to the provider, once', () => {
    const seen: string[] = [];
    const sampling = sampleNewTraces(countingIds(), (traceId) => {
      seen.push(traceId);
      return true;
    });
    expect(sampling.leftOut()).toBeUndefined();
    expect(sampling.idGenerator.generateTraceId()).toBe(seen[0]);
    expect(sampling.idGenerator.generateTraceId()).not.toBe(seen[0]);
  });
});
