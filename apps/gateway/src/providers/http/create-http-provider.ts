import { Pool, type Dispatcher } from 'undici';
import type { FormatId } from '@modelgate/ir';
import type { Provider, ProviderRequest, ProviderResponse } from '../provider.js';
import { createUpstreamBody, type UpstreamBody } from './create-upstream-body.js';
import { toUpstreamError } from './to-upstream-error.js';
import { FORMAT_MODULES } from '../../formats/format-modules.js';

export type HttpProviderOptions = {
  name: string;
  format: FormatId;
  baseUrl: string;
  apiKey: string | undefined;
  headers: Record<string, string>;
  timeouts: { connectMs: number; firstByteMs: number; idleMs: number };
  connections: number;
};

/**
 * The request body for undici: the JSON bytes when given (one part as it is; several as an iterable, with their
 * joint length declared so that it goes as one body, not chunked), else `body` serialised.
 */
function requestBody(request: ProviderRequest): { body: string | Buffer | Iterable<Buffer>; contentLength?: Record<string, string> } {
  const parts = request.bodyBytes;
  if (parts === undefined) return { body: JSON.stringify(request.body) };
  if (parts.length === 1 && parts[0] !== undefined) return { body: parts[0] };
  let length = 0;
  for (const part of parts) length += part.length;
  return { body: parts, contentLength: { 'content-length': String(length) } };
}

function hasNoMembers(record: Readonly<Record<string, string>>): boolean {
  for (const name in record) if (Object.hasOwn(record, name)) return false;
  return true;
}

/**
 * The answer's headers, a repeated one joined. undici hands them over with lower-case names (its parseHeaders), so
 * they are not lower-cased again, and walked without Object.entries' array of pairs: both cost more, on every answer,
 * than the rest of this.
 */
function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const name in headers) {
    if (!Object.hasOwn(headers, name)) continue;
    const value = headers[name];
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/**
 * An upstream that speaks one format over HTTP, through an undici Pool (keep-alive, bounded connections; not the
 * global fetch). Connect, first-byte and idle timeouts come from the config; failures to connect or answer are
 * retryable UpstreamErrors. The body is streamed as it arrives (createUpstreamBody), and the request is aborted with
 * the client.
 */
export function createHttpProvider(options: HttpProviderOptions): Provider & { close(): Promise<void> } {
  const url = new URL(options.baseUrl);
  const basePath = url.pathname.replace(/\/+$/, '');
  const { wire } = FORMAT_MODULES[options.format];
  const pool = new Pool(url.origin, {
    connections: options.connections,
    connect: { timeout: options.timeouts.connectMs },
    headersTimeout: options.timeouts.firstByteMs,
    bodyTimeout: options.timeouts.idleMs,
  });
  // The usual request's headers (no forwarded or trace headers, its body in one part), JSON and stream, made once: the
  // same object literal as below, spread from the same parts. undici only reads them.
  const usualHeaders = [false, true].map((stream) => Object.freeze({
    ...options.headers,
    ...wire.headers(options.apiKey, {}),
    'content-type': 'application/json',
    accept: stream ? 'text/event-stream' : 'application/json',
  }));
  return {
    name: options.name,
    kind: options.format,
    formats: [options.format],
    send(request): Promise<ProviderResponse> {
      const { signal } = request;
      if (signal.aborted) return Promise.reject(signal.reason);
      // Read from `request` here, outside the callbacks: they live until the answer ends, and `request` holds the
      // client's parsed body, which a passthrough sends as bytes and need not keep.
      const { body: requestBytes, contentLength } = requestBody(request);
      const dispatchOptions: Dispatcher.DispatchOptions = {
        method: 'POST',
        path: wire.path(basePath, { model: request.upstreamModel, stream: request.stream }),
        headers: contentLength === undefined && request.traceHeaders === undefined && hasNoMembers(request.forwardHeaders)
          ? usualHeaders[request.stream ? 1 : 0]
          : {
              ...options.headers,
              ...wire.headers(options.apiKey, request.forwardHeaders),
              ...request.traceHeaders,
              'content-type': 'application/json',
              accept: request.stream ? 'text/event-stream' : 'application/json',
              ...contentLength,
            },
        // Dispatcher.md documents an Iterable body; the option's type does not list it.
        body: requestBytes as Dispatcher.DispatchOptions['body'],
      };
      return new Promise<ProviderResponse>((resolve, reject) => {
        let body: UpstreamBody | undefined;
        let controller: Dispatcher.DispatchController | undefined;
        const onCancel = (): void => controller?.abort(signal.reason instanceof Error ? signal.reason : new Error('The client went away.'));
        const finish = (): void => signal.removeEventListener('abort', onCancel);
        signal.addEventListener('abort', onCancel, { once: true });
        const handler: Dispatcher.DispatchHandler = {
          onRequestStart(started) {
            controller = started;
            if (signal.aborted) onCancel();
          },
          onResponseStart(started, statusCode, headers) {
            // 1xx informational answers come before the real one.
            if (statusCode < 200) return;
            body = createUpstreamBody(started);
            resolve({ status: statusCode, headers: flattenHeaders(headers), body });
          },
          onResponseData: (_controller, chunk) => body?.push(chunk),
          onResponseEnd() {
            finish();
            body?.end();
          },
          onResponseError(_controller, error) {
            finish();
            if (body === undefined) reject(signal.aborted ? error : toUpstreamError(error, options.name));
            else body.fail(error);
          },
        };
        // dispatch, not request(): no Readable per answer and no async-iterator machinery per chunk.
        pool.dispatch(dispatchOptions, handler);
      });
    },
    async check(timeoutMs) {
      try {
        const answer = await pool.request({
          method: 'GET',
          path: wire.modelsPath(basePath),
          headers: { ...options.headers, ...wire.headers(options.apiKey, {}), accept: 'application/json' },
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
          signal: AbortSignal.timeout(timeoutMs),
        });
        await answer.body.dump();
        return answer.statusCode;
      } catch (error) {
        throw toUpstreamError(error, options.name);
      }
    },
    close: () => pool.close(),
  };
}
