import { describe, expect, it } from 'vitest';
import type { RequestTrace, TraceAttributes } from './gateway-tracing.js';
import { traceStep } from './trace-step.js';

// A traced step's span: ended once, with what `describe` says of the result, or with the error of a step (or of
// `describe`) that failed; the step's promise settles after its span ended, and a step that throws at once rejects.

function recordingTrace(ends: [string, TraceAttributes, unknown][]): RequestTrace {
  return {
    recording: true,
    describeRequest: () => undefined,
    startStep: (name) => ({ end: (attributes, error) => ends.push([name, attributes, error]) }),
    startAttempt: () => ({ headers: {}, answered: () => undefined, end: () => undefined }),
    describeResponse: () => undefined,
    end: () => undefined,
  };
}

describe('traceStep', () => {
  it('ends the span with the described result before the step settles', async () => {
    const ends: [string, TraceAttributes, unknown][] = [];
    const result = await traceStep(recordingTrace(ends), 'admission', () => Promise.resolve(7), (value) => ({ 'modelgate.n': value }));
    expect(result).toBe(7);
    expect(ends).toEqual([['admission', { 'modelgate.n': 7 }, undefined]]);
  });

  it('ends the span with the error of a step that rejects, and rejects with it', async () => {
    const ends: [string, TraceAttributes, unknown][] = [];
    const error = new Error('no');
    await expect(traceStep(recordingTrace(ends), 'settlement', () => Promise.reject(error), () => ({}))).rejects.toBe(error);
    expect(ends).toEqual([['settlement', {}, error]]);
  });

  it('ends the span with the error of a describe that throws, and rejects with it', async () => {
    const ends: [string, TraceAttributes, unknown][] = [];
    const error = new Error('describe');
    const describeFails = (): TraceAttributes => {
      throw error;
    };
    await expect(traceStep(recordingTrace(ends), 'admission', () => Promise.resolve(1), describeFails)).rejects.toBe(error);
    expect(ends).toEqual([['admission', {}, error]]);
  });

  it('rejects, not throws, when the step throws at once', async () => {
    const ends: [string, TraceAttributes, unknown][] = [];
    const error = new Error('at once');
    const running = traceStep(recordingTrace(ends), 'admission', (): Promise<number> => {
      throw error;
    }, () => ({}));
    await expect(running).rejects.toBe(error);
    expect(ends).toEqual([['admission', {}, error]]);
  });

  it('runs an untraced step as it is', async () => {
    expect(await traceStep(undefined, 'admission', () => Promise.resolve('plain'), () => ({}))).toBe('plain');
  });
});
