import { Pool, type Dispatcher } from 'undici';
import type { FormatId } from '@modelgate/ir';
import type { CancelSignal } from '../cancel-signal.js';
import type { Provider, ProviderRequest, ProviderResponse } from '../provider.js';
import { createUpstreamBody, type BodyFlowControl, type UpstreamBody } from './create-upstream-body.js';
import { createUpstreamHeaders } from './create-upstream-headers.js';
import { readUpstreamHeaders } from './read-upstream-headers.js';
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

const ONCE = Object.freeze({ once: true });

/**
 * One upstream request's undici handler, as one object with its methods on the prototype (a literal of five callbacks
 * and the closures around it were made for every request): it resolves with the answer once its status and headers
 * are in, feeds the body, and aborts the request when the client's signal fires before the answer ends.
 *
 * It has undici's first handler shape (onConnect, onHeaders, onData, onComplete, onError), which undici 7 calls as it
 * is. A handler of the newer shape (onRequestStart, onResponseStart …) is put behind undici's UnwrapHandler, which
 * makes a controller for every request and turns every name and value of the answer's raw headers into text, in an
 * object (parseHeaders), which the gateway then read three names of. This handler reads those three from the raw list
 * (readUpstreamHeaders), and is its body's flow control itself: the pause is onData's `false`, the resume undici's.
 */
class UpstreamDispatch implements Dispatcher.DispatchHandler, BodyFlowControl {
  private body: UpstreamBody | undefined = undefined;
  private abortRequest: ((error: Error) => void) | undefined = undefined;
  private resumeReading: (() => void) | undefined = undefined;
  private paused = false;
  private aborted = false;
  /** The client's cancel, listened to until the answer ends (the signal calls it as a plain function). */
  private readonly onCancel: () => void;

  constructor(
    private readonly signal: CancelSignal,
    private readonly resolve: (response: ProviderResponse) => void,
    private readonly reject: (error: unknown) => void,
    private readonly providerName: string,
  ) {
    this.onCancel = () => this.abort(signal.reason instanceof Error ? signal.reason : new Error('The client went away.'));
    signal.addEventListener('abort', this.onCancel, ONCE);
  }

  onConnect(abort: (error?: Error) => void): void {
    this.abortRequest = abort;
    if (this.signal.aborted) this.onCancel();
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[], resume: () => void): boolean {
    // 1xx informational answers come before the real one.
    if (statusCode < 200) return true;
    this.resumeReading = resume;
    const body = createUpstreamBody(this);
    this.body = body;
    this.resolve({ status: statusCode, headers: readUpstreamHeaders(rawHeaders), body });
    return !this.paused;
  }

  onData(chunk: Buffer): boolean {
    this.body?.push(chunk);
    return !this.paused;
  }

  onComplete(): void {
    this.finish();
    this.body?.end();
  }

  onError(error: Error): void {
    this.finish();
    if (this.body === undefined) this.reject(this.signal.aborted ? error : toUpstreamError(error, this.providerName));
    else this.body.fail(error);
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.resumeReading?.();
  }

  abort(reason: Error): void {
    if (this.aborted || this.abortRequest === undefined) return;
    this.aborted = true;
    this.abortRequest(reason);
  }

  private finish(): void {
    this.signal.removeEventListener('abort', this.onCancel);
  }
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
  const upstreamHeaders = createUpstreamHeaders(wire, options.apiKey, options.headers);
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
        headers: upstreamHeaders(request, contentLength) as string[],
        // Dispatcher.md documents an Iterable body; the option's type does not list it.
        body: requestBytes as Dispatcher.DispatchOptions['body'],
      };
      // dispatch, not request(): no Readable per answer and no async-iterator machinery per chunk.
      return new Promise<ProviderResponse>((resolve, reject) => {
        pool.dispatch(dispatchOptions, new UpstreamDispatch(signal, resolve, reject, options.name));
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
