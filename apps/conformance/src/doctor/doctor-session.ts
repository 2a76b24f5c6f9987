import { sendRequest, type FetchLike } from '../http/send-request.js';
import type { Exchange } from '../types.js';
import type { DoctorLayer, DoctorStep } from './doctor-types.js';

export type LastRequest = { time: string; method: string; path: string; status: number | null; requestId: string | null };

/** The doctor's running state: the steps so far and the last request sent (for the diagnosis record). */
export class DoctorSession {
  readonly steps: DoctorStep[] = [];
  last: LastRequest | undefined;
  broken: { layer: DoctorLayer; remedy: string } | undefined;

  /** The status GET /v1/models was answered with when the server does not serve it (404 or 405). */
  modelListMissing: number | undefined;

  constructor(
    private readonly token: string,
    private readonly options: { fetch?: FetchLike; timeoutMs?: number; now: () => number; headers?: Readonly<Record<string, string>> },
  ) {}

  pass(layer: DoctorLayer, summary: string): void {
    this.steps.push({ layer, ok: true, summary });
  }

  fail(layer: DoctorLayer, summary: string, remedy: string): void {
    this.steps.push({ layer, ok: false, summary });
    this.broken = { layer, remedy };
  }

  /** Sends with the token, the `--header` headers and `clientHeaders` (what the client of the probed format sends). */
  async send(method: 'GET' | 'POST', url: string, body?: unknown, clientHeaders: Readonly<Record<string, string>> = {}): Promise<Exchange> {
    const time = new Date(this.options.now()).toISOString();
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...clientHeaders,
      ...this.options.headers,
      authorization: `Bearer ${this.token}`,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const exchange = await sendRequest(
      { method, url, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
      { fetch: this.options.fetch, timeoutMs: this.options.timeoutMs ?? 30_000 },
    );
    const response = exchange.response;
    this.last = {
      time,
      method,
      path: new URL(url).pathname,
      status: response?.status ?? null,
      requestId: response?.headers['x-request-id'] ?? response?.headers['request-id'] ?? null,
    };
    return exchange;
  }
}
