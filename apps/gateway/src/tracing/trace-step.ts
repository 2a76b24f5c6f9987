import type { RequestTrace, TraceAttributes } from './gateway-tracing.js';

/** Runs one step of a request (admission, settlement) in a span of its own when the request is traced and recorded. */
export async function traceStep<T>(trace: RequestTrace | undefined, name: 'admission' | 'settlement', run: () => Promise<T>, describe: (result: T) => TraceAttributes): Promise<T> {
  if (trace?.recording !== true) return run();
  const step = trace.startStep(name);
  try {
    const result = await run();
    step.end(describe(result));
    return result;
  } catch (error) {
    step.end({}, error);
    throw error;
  }
}
