import type { Exchange, SentRequest } from '../types.js';

/** The subset of the WHATWG fetch the suite needs; tests and callers may inject their own. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type SendOptions = {
  fetch?: FetchLike;
  /** Abort the request (including reading the body) after this many milliseconds. */
  timeoutMs?: number;
};

/** Reads a body as text; when reading fails part-way (a time-out, a reset), keeps what arrived and says why it stopped. */
async function readBodyText(response: Response): Promise<{ text: string; incomplete?: string }> {
  if (response.body === null) return { text: '' };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { text: text + decoder.decode() };
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    const { code, message } = describeNetworkError(error);
    return { text, incomplete: code === 'TIMEOUT' ? 'the body did not end before the time limit' : `reading the body failed (${code}: ${message})` };
  }
}

/**
 * Sends one request and reads the whole response body as text, within `timeoutMs` for the whole exchange.
 * Never throws: a failure before the status becomes `networkError`; one while reading the body keeps the part read.
 */
export async function sendRequest(request: SentRequest, options: SendOptions = {}): Promise<Exchange> {
  const fetchImpl = options.fetch ?? fetch;
  try {
    const response = await fetchImpl(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const { text, incomplete } = await readBodyText(response);
    return {
      request,
      response: { status: response.status, headers, bodyText: text, ...(incomplete === undefined ? {} : { incomplete }) },
    };
  } catch (error) {
    return { request, networkError: describeNetworkError(error) };
  }
}

/** Finds the most specific error code in an error's `cause` chain (undici puts the socket error there). */
export function describeNetworkError(error: unknown): { code: string; message: string } {
  let current: unknown = error;
  let code = 'UNKNOWN';
  let message = error instanceof Error ? error.message : String(error);
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (code === 'UNKNOWN') message = current.message;
    const candidate = (current as Error & { code?: unknown }).code;
    if (typeof candidate === 'string') {
      code = candidate;
      message = current.message;
    } else if (current.name === 'TimeoutError' || current.name === 'AbortError') {
      code = 'TIMEOUT';
      message = current.message;
    }
    current = (current as Error & { cause?: unknown }).cause;
  }
  return { code, message };
}
