import type { ConfigReader } from './config-reader.js';
import type { GatewayConfig } from './gateway-config.js';

const METRICS_KEYS = ['token', 'listen'];

/** `host:port`, `[v6]:port` or a bare port (on 127.0.0.1). */
function parseListen(value: string, reader: ConfigReader): { host: string; port: number } | undefined {
  const match = /^(?:\[([^\]]+)\]|([^:]+)):(\d+)$|^(\d+)$/.exec(value);
  const port = Number(match?.[3] ?? match?.[4]);
  if (match === null || !Number.isInteger(port) || port > 65_535) {
    reader.problems.push(`metrics.listen: must be host:port (such as 127.0.0.1:9464) or a port, not ${JSON.stringify(value)}`);
    return undefined;
  }
  return { host: match[1] ?? match[2] ?? '127.0.0.1', port };
}

/** The `metrics` mapping: a scrape token for /metrics on the API port, and/or a listener of its own without one. */
export function parseMetricsConfig(value: unknown, reader: ConfigReader): GatewayConfig['metrics'] {
  const raw = reader.object(value, 'metrics');
  reader.unknownKeys(raw, 'metrics', METRICS_KEYS);
  const token = reader.string(raw, 'token', 'metrics');
  if (token !== undefined && token.length < 16) reader.problems.push('metrics.token: must be at least 16 characters');
  const listen = reader.string(raw, 'listen', 'metrics');
  return { token, listen: listen === undefined ? undefined : parseListen(listen, reader) };
}
