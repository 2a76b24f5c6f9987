import type { OtlpHttpProtocol, TracingConfig } from '../tracing/tracing-config.js';
import type { ConfigReader } from './config-reader.js';

const TRACING_KEYS = ['endpoint', 'protocol', 'headers', 'service_name', 'sample_ratio'];
const PROTOCOLS: readonly OtlpHttpProtocol[] = ['http/protobuf', 'http/json'];
/**
 * Protobuf unless told otherwise: the OTLP exporter specification makes `http/protobuf` the default transport an SDK
 * SHOULD use (the OpenTelemetry SDKs do), every OTLP/HTTP receiver we know takes it (some take nothing else), and it is
 * the gateway's cheaper path: under half the bytes, each span encoded as it ends (docs/performance.md, session 13).
 * `http/json` stays for a receiver that takes only JSON.
 */
const DEFAULT_PROTOCOL: OtlpHttpProtocol = 'http/protobuf';
const TRACES_PATH = '/v1/traces';

type Env = Record<string, string | undefined>;

/** An OTLP/HTTP address as the traces URL: the collector's root gets /v1/traces, a URL that already ends in it is kept. */
function toTracesUrl(endpoint: string): string {
  const url = new URL(endpoint);
  const path = url.pathname.replace(/\/+$/, '');
  if (!path.endsWith(TRACES_PATH)) url.pathname = `${path}${TRACES_PATH}`;
  return url.toString();
}

/** `OTEL_EXPORTER_OTLP_HEADERS`: `name=value` pairs separated by commas, values percent-encoded. */
function parseOtelHeaders(text: string | undefined, variable: string, problems: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  if (text === undefined || text.trim() === '') return headers;
  for (const pair of text.split(',')) {
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals).trim();
    if (equals < 1 || name === '') {
      problems.push(`${variable}: expected name=value pairs separated by commas`);
      return {};
    }
    try {
      headers[name.toLowerCase()] = decodeURIComponent(pair.slice(equals + 1).trim());
    } catch {
      problems.push(`${variable}: the value of ${name} is not valid percent-encoding`);
    }
  }
  return headers;
}

function readEndpoint(configured: string | undefined, env: Env, problems: string[]): string {
  const [source, endpoint, asIs] =
    configured !== undefined
      ? ['tracing.endpoint', configured, false]
      : env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT']
        ? ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'], true]
        : ['OTEL_EXPORTER_OTLP_ENDPOINT', env['OTEL_EXPORTER_OTLP_ENDPOINT'], false];
  if (endpoint === undefined || endpoint === '') {
    problems.push('tracing.endpoint: is required (the collector\'s OTLP/HTTP address, e.g. http://127.0.0.1:4318), or set OTEL_EXPORTER_OTLP_ENDPOINT');
    return '';
  }
  if (!/^https?:\/\/[^/\s]+/.test(endpoint) || !URL.canParse(endpoint)) {
    problems.push(`${source}: must be an http:// or https:// URL such as http://127.0.0.1:4318, not ${JSON.stringify(endpoint)}`);
    return '';
  }
  return asIs ? endpoint : toTracesUrl(endpoint);
}

/** `tracing.protocol`, else OTEL_EXPORTER_OTLP_TRACES_PROTOCOL, else OTEL_EXPORTER_OTLP_PROTOCOL; `grpc` is not offered. */
function readProtocol(configured: string | undefined, env: Env, problems: string[]): OtlpHttpProtocol {
  const [source, protocol] =
    configured !== undefined
      ? ['tracing.protocol', configured]
      : env['OTEL_EXPORTER_OTLP_TRACES_PROTOCOL']
        ? ['OTEL_EXPORTER_OTLP_TRACES_PROTOCOL', env['OTEL_EXPORTER_OTLP_TRACES_PROTOCOL']]
        : ['OTEL_EXPORTER_OTLP_PROTOCOL', env['OTEL_EXPORTER_OTLP_PROTOCOL']];
  if (protocol === undefined || protocol === '') return DEFAULT_PROTOCOL;
  const known = PROTOCOLS.find((candidate) => candidate === protocol.trim());
  if (known !== undefined) return known;
  const grpc = protocol.trim() === 'grpc' ? ' (OTLP over gRPC is not offered: point the endpoint at the collector\'s OTLP/HTTP port, 4318)' : '';
  problems.push(`${source}: must be http/protobuf or http/json, not ${JSON.stringify(protocol)}${grpc}`);
  return DEFAULT_PROTOCOL;
}

/**
 * `tracing:`: OpenTelemetry traces, on when the section is there (and OTEL_SDK_DISABLED is not `true`). Each setting
 * left out falls back to the standard OTEL_* variable: the endpoint to OTEL_EXPORTER_OTLP_TRACES_ENDPOINT (the full
 * URL) or OTEL_EXPORTER_OTLP_ENDPOINT (the collector's root), headers to OTEL_EXPORTER_OTLP_(TRACES_)HEADERS, the
 * service name to OTEL_SERVICE_NAME, the protocol to OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL.
 */
export function parseTracingConfig(value: unknown, reader: ConfigReader, env: Env): TracingConfig | undefined {
  if (value === undefined || value === null) return undefined;
  const path = 'tracing';
  const raw = reader.object(value, path);
  reader.unknownKeys(raw, path, TRACING_KEYS);
  const url = readEndpoint(reader.string(raw, 'endpoint', path), env, reader.problems);
  const protocol = readProtocol(reader.string(raw, 'protocol', path), env, reader.problems);
  const headersVariable = env['OTEL_EXPORTER_OTLP_TRACES_HEADERS'] === undefined ? 'OTEL_EXPORTER_OTLP_HEADERS' : 'OTEL_EXPORTER_OTLP_TRACES_HEADERS';
  const headers = raw['headers'] === undefined ? parseOtelHeaders(env[headersVariable], headersVariable, reader.problems) : reader.stringMap(raw, 'headers', path);
  const sampleRatio = reader.number(raw, 'sample_ratio', path, 1, { min: 0 });
  if (sampleRatio > 1) reader.problems.push(`${path}.sample_ratio: must be between 0 and 1 (the share of requests traced), not ${sampleRatio}`);
  if (env['OTEL_SDK_DISABLED']?.trim().toLowerCase() === 'true') return undefined;
  return { url, protocol, headers, serviceName: reader.string(raw, 'service_name', path) ?? env['OTEL_SERVICE_NAME'] ?? 'modelgate', sampleRatio };
}
