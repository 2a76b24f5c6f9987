import { DEFAULT_CORS_EXPOSED_HEADERS, DEFAULT_CORS_HEADERS, DEFAULT_CORS_METHODS, type CorsOptions } from '../http/cors-options.js';
import type { ConfigReader } from './config-reader.js';

const CORS_KEYS = ['allowed_origins', 'allowed_methods', 'allowed_headers', 'exposed_headers', 'max_age_s'];
const METHODS = ['GET', 'POST', 'HEAD', 'PUT', 'PATCH', 'DELETE'];

/** `server.cors`: off unless `allowed_origins` names at least one origin (or `*`). */
export function parseCorsConfig(value: unknown, reader: ConfigReader): CorsOptions | undefined {
  const path = 'server.cors';
  const raw = reader.object(value, path);
  reader.unknownKeys(raw, path, CORS_KEYS);
  const origins = reader.stringList(raw, 'allowed_origins', path) ?? [];
  for (const origin of origins) {
    if (origin !== '*' && !/^https?:\/\/[^/\s]+$/.test(origin)) {
      reader.problems.push(`${path}.allowed_origins: ${JSON.stringify(origin)} must be an origin such as https://app.example.com (scheme and host, no path) or *`);
    }
  }
  const methods = (reader.stringList(raw, 'allowed_methods', path) ?? [...DEFAULT_CORS_METHODS]).map((method) => method.toUpperCase());
  for (const method of methods) if (!METHODS.includes(method)) reader.problems.push(`${path}.allowed_methods: ${JSON.stringify(method)} is not one of ${METHODS.join(', ')}`);
  const options: CorsOptions = {
    allowedOrigins: origins,
    allowedMethods: methods,
    allowedHeaders: (reader.stringList(raw, 'allowed_headers', path) ?? [...DEFAULT_CORS_HEADERS]).map((name) => name.toLowerCase()),
    exposedHeaders: reader.stringList(raw, 'exposed_headers', path) ?? [...DEFAULT_CORS_EXPOSED_HEADERS],
    maxAgeSeconds: reader.number(raw, 'max_age_s', path, 600, { integer: true, min: 0 }),
  };
  if (origins.length === 0 && Object.keys(raw).length > 0) reader.problems.push(`${path}.allowed_origins: is required to turn CORS on (e.g. [https://app.example.com], or [*] for any origin)`);
  return origins.length === 0 ? undefined : options;
}
