import type { IncomingHttpHeaders } from 'node:http';
import type { DiagnosticRecord, UpstreamAttemptRecord } from '../http/diagnostic-record.js';
import type { ResponseSummary } from '../translate/translator-port.js';

/**
 * Traces of model requests (OpenTelemetry, loaded only when `tracing:` is configured): the pipeline calls this port,
 * never the SDK, so that a gateway without tracing loads none of it and pays one `undefined` check per step.
 */
export type GatewayTracing = {
  /** The span of one model request: a child of the client's `traceparent` when it sent one, else a new trace. */
  startRequest(input: { headers: IncomingHttpHeaders; endpoint: string; requestId: string }): RequestTrace;
  /** Exports the spans still buffered, then stops. */
  shutdown(): Promise<void>;
};

/** What a step span records besides its timing: small values only, never a token, a key or any content. */
export type TraceAttributes = Record<string, string | number | boolean>;

export type RequestTrace = {
  /**
   * False for a request the sampler left out: its steps, summary and end record nothing, so the pipeline skips them
   * (no step wrapper, no answer summary, no close listener); only `startAttempt(…).headers` still matter.
   */
  readonly recording: boolean;
  /** Once the body is valid: the model asked for and whether the answer streams. */
  describeRequest(input: { model: string; stream: boolean }): void;
  /** A child span for one step of the request (admission, settlement). */
  startStep(name: 'admission' | 'settlement'): StepTrace;
  /** A child span for one upstream attempt; its `headers` carry its trace context to the upstream. */
  startAttempt(input: AttemptInput): AttemptTrace;
  /** The answer's model and stop reason, once an upstream answered. */
  describeResponse(summary: ResponseSummary | undefined): void;
  /** Ends the request span from its diagnostic record (status, outcome, tokens, error code), once it is final. */
  end(record: DiagnosticRecord): void;
};

export type StepTrace = { end(attributes: TraceAttributes, error?: unknown): void };

export type AttemptInput = {
  deployment: string;
  /** The provider's name in the config. */
  provider: string;
  /** `gen_ai.provider.name` of the wire the attempt speaks (openai, anthropic). */
  providerSystem: string;
  upstreamModel: string;
};

export type AttemptTrace = {
  /** `traceparent` (and `tracestate`) naming this attempt's span, for the upstream request. */
  headers: Record<string, string>;
  /** The upstream answered with a success status. */
  answered(status: number): void;
  /** The attempt is over, as runWithFallback recorded it. */
  end(record: UpstreamAttemptRecord): void;
};
