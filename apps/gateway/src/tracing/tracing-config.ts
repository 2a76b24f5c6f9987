/** OTLP over HTTP with binary protobuf bodies (`application/x-protobuf`) or JSON ones (`application/json`). */
export type OtlpHttpProtocol = 'http/protobuf' | 'http/json';

/** `tracing:` in modelgate.yaml, resolved: where spans go (OTLP over HTTP) and which requests are traced. */
export type TracingConfig = {
  /** The full OTLP/HTTP traces URL, ending in /v1/traces. */
  url: string;
  /** The export bodies' encoding. */
  protocol: OtlpHttpProtocol;
  /** Sent with every export (a collector's or vendor's API key). */
  headers: Record<string, string>;
  /** `service.name` of the exported resource. */
  serviceName: string;
  /** Share of new traces recorded (0–1); a client's `traceparent` decides for its own trace. */
  sampleRatio: number;
};
