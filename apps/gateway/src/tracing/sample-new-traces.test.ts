import { ROOT_CONTEXT } from '@opentelemetry/api';
import { SamplingDecision, TraceIdRatioBasedSampler } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { ProtobufWriter } from './protobuf-writer.js';
import { sampleNewTraces } from './sample-new-traces.js';

// The ratio decided ahead of the SDK: a left-out request gets only a traceparent, and a let-in one starts its span on
// the very trace id it was sampled on (so the provider's sampler, deterministic on it, agrees).

function countingWords(): () => number {
  let next = 0;
  return () => (next += 1);
}

function word(value: number): string {
  return value.toString(16).padStart(8, '0');
}

describe('sampleNewTraces', () => {
  it('gives a left-out request a new trace context flagged not sampled, and no trace id to the provider', () => {
    const sampling = sampleNewTraces(0, countingWords());
    expect(sampling.leftOut()).toBe(`00-${word(1)}${word(2)}${word(3)}${word(4)}-${word(5)}${word(6)}-00`);
    expect(sampling.leftOut()).toBe(`00-${word(7)}${word(8)}${word(9)}${word(10)}-${word(11)}${word(12)}-00`);
    expect(sampling.idGenerator.generateTraceId()).toBe(`${word(13)}${word(14)}${word(15)}${word(16)}`);
    expect(sampling.idGenerator.generateSpanId()).toBe(`${word(17)}${word(18)}`);
  });

  it('hands the trace id a request was let in on to the provider, once', () => {
    const sampling = sampleNewTraces(1, countingWords());
    expect(sampling.leftOut()).toBeUndefined();
    expect(sampling.idGenerator.generateTraceId()).toBe(`${word(1)}${word(2)}${word(3)}${word(4)}`);
    expect(sampling.idGenerator.generateTraceId()).toBe(`${word(5)}${word(6)}${word(7)}${word(8)}`);
  });

  it('never makes an all-zero (invalid) trace or span id', () => {
    const sampling = sampleNewTraces(0, () => 0);
    expect(sampling.leftOut()).toBe(`00-${'0'.repeat(31)}1-${'0'.repeat(15)}1-00`);
    expect(sampling.idGenerator.generateTraceId()).toBe(`${'0'.repeat(31)}1`);
    expect(sampling.idGenerator.generateSpanId()).toBe(`${'0'.repeat(15)}1`);
  });

  it('gives the words of the trace id it last handed out, high first, and none for any other id', () => {
    const sampling = sampleNewTraces(1, countingWords());
    expect(sampling.leftOut()).toBeUndefined();
    const admitted = sampling.idGenerator.generateTraceId();
    expect(sampling.traceIdWords(admitted)).toEqual({ w0: 1, w1: 2, w2: 3, w3: 4 });
    const generated = sampling.idGenerator.generateTraceId();
    expect(generated).toBe(`${word(5)}${word(6)}${word(7)}${word(8)}`);
    expect(sampling.traceIdWords(generated)).toEqual({ w0: 5, w1: 6, w2: 7, w3: 8 });
    expect(sampling.traceIdWords(admitted)).toBeUndefined();
    expect(sampling.traceIdWords('4bf92f3577b34da6a3ce929d0e0e4736')).toBeUndefined();
    const zeros = sampleNewTraces(1, () => 0);
    expect(zeros.traceIdWords(zeros.idGenerator.generateTraceId())).toEqual({ w0: 0, w1: 0, w2: 0, w3: 1 });
  });

  it('gives words that encode as the trace id\'s hex decodes, for random ids', () => {
    const sampling = sampleNewTraces(1);
    for (let index = 0; index < 200; index += 1) {
      expect(sampling.leftOut()).toBeUndefined();
      const traceId = sampling.idGenerator.generateTraceId();
      const words = sampling.traceIdWords(traceId);
      expect(words).toBeDefined();
      const writer = new ProtobufWriter(4);
      writer.traceIdWords(words!.w0, words!.w1, words!.w2, words!.w3);
      expect(writer.buffer.subarray(1, writer.pos).toString('hex')).toBe(traceId);
    }
  });

  it.each([0, 0.01, 0.1, 0.5, 0.9, 1])('decides as the SDK ratio sampler does on the same trace id, at ratio %s', (ratio) => {
    const sampler = new TraceIdRatioBasedSampler(ratio);
    const sampling = sampleNewTraces(ratio);
    let letIn = 0;
    for (let index = 0; index < 2_000; index += 1) {
      const traceparent = sampling.leftOut();
      const traceId = traceparent === undefined ? sampling.idGenerator.generateTraceId() : traceparent.slice(3, 35);
      if (traceparent !== undefined) expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
      expect(sampler.shouldSample(ROOT_CONTEXT, traceId).decision === SamplingDecision.RECORD_AND_SAMPLED).toBe(traceparent === undefined);
      if (traceparent === undefined) letIn += 1;
    }
    if (ratio === 0) expect(letIn).toBe(0);
    if (ratio === 1) expect(letIn).toBe(2_000);
  });
});
