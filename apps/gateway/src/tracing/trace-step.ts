import type { RequestTrace, TraceAttributes } from './gateway-tracing.js';

/**
 * Runs one step of a request (admission, settlement) in a span of its own when the request is traced and recorded.
 * Not an async function: its frame and the promise an `await` resolves were ~0.8 KB of what a traced request allocated;
 * one `then` does the same, the step's span ended (with the error when the step or `describe` failed) before the
 * returned promise settles.
 */
export function traceStep<T>(trace: RequestTrace | undefined, name: 'admission' | 'settlement', run: () => Promise<T>, describe: (result: T) => TraceAttributes): Promise<T> {
  if (trace?.recording !== true) return run();
  const step = trace.startStep(name);
  const failed = (error: unknown): never => {
    step.end({}, error);
    throw error;
  };
  let running: Promise<T>;
  try {
    running = run();
  } catch (error) {
    step.end({}, error);
    return Promise.reject(error as Error);
  }
  return running.then((result) => {
    let attributes: TraceAttributes;
    try {
      attributes = describe(result);
    } catch (error) {
      return failed(error);
    }
    step.end(attributes);
    return result;
  }, failed);
}
