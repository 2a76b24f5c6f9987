import type { AttemptTrace, RequestTrace, StepTrace } from './gateway-tracing.js';

const UNTRACED_STEP: StepTrace = { end() {} };

/**
 * A request the sampler left out (the ratio, or a client's `traceparent` flagged not sampled): no span is recorded,
 * so none of its steps or attempts starts one; each attempt only passes the trace context on, flagged not sampled,
 * so that the upstream leaves it out too. One object per request, its own attempt, its no-ops on the prototype: it
 * lives as long as the request (a stream's too), so it holds only the headers.
 */
class UnsampledRequestTrace implements RequestTrace, AttemptTrace {
  readonly recording = false;

  constructor(readonly headers: Record<string, string>) {}

  describeRequest(): void {}

  startStep(): StepTrace {
    return UNTRACED_STEP;
  }

  startAttempt(): AttemptTrace {
    return this;
  }

  answered(): void {}

  describeResponse(): void {}

  end(): void {}
}

export function unsampledRequestTrace(headers: Record<string, string>): RequestTrace {
  return new UnsampledRequestTrace(headers);
}
