import { Pool } from 'undici';
import type { FormatId } from '../../formats/format-id.js';
import type { Provider, ProviderResponse } from '../provider.js';
import { toUpstreamError } from './to-upstream-error.js';
import { UPSTREAM_WIRES } from './upstream-wire.js';

export type HttpProviderOptions = {
  name: string;
  format: FormatId;
  baseUrl: string;
  apiKey: string | undefined;
  headers: Record<string, string>;
  timeouts: { connectMs: number; firstByteMs: number; idleMs: number };
  connections: number;
};

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/**
 * An upstream that speaks one format over HTTP, through an undici Pool (keep-alive, bounded connections; not the
 * global fetch). Connect, first-byte and idle timeouts come from the config; failures to connect or answer are
 * retryable UpstreamErrors. The body is streamed as it arrives, and the request is aborted with the client.
 */
export function createHttpProvider(options: HttpProviderOptions): Provider & { close(): Promise<void> } {
  const url = new URL(options.baseUrl);
  const basePath = url.pathname.replace(/\/+$/, '');
  const wire = UPSTREAM_WIRES[options.format];
  const pool = new Pool(url.origin, {
    connections: options.connections,
    connect: { timeout: options.timeouts.connectMs },
    headersTimeout: options.timeouts.firstByteMs,
    bodyTimeout: options.timeouts.idleMs,
  });
  return {
    name: options.name,
    kind: options.format,
    formats: [options.format],
    async send(request): Promise<ProviderResponse> {
      try {
        const response = await pool.request({
          method: 'POST',
          path: wire.path(basePath),
          headers: {
            ...options.headers,
            ...wire.headers(options.apiKey, request.forwardHeaders),
            'content-type': 'application/json',
            accept: request.stream ? 'text/event-stream' : 'application/json',
          },
          body: request.bodyText ?? JSON.stringify(request.body),
          signal: request.signal,
        });
        return { status: response.statusCode, headers: flattenHeaders(response.headers), body: response.body };
      } catch (error) {
        if (request.signal.aborted) throw error;
        throw toUpstreamError(error, `${options.name}`);
      }
    },
    close: () => pool.close(),
  };
}
