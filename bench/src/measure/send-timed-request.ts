import { Agent, request as sendRequest } from 'node:http';
import { FIRST_TOKEN_MARKER } from '../mock/mock-profile.js';

export type TimedResponse = {
  status: number;
  /** From sending the request to the end of the response body, in ms. */
  totalMs: number;
  /** From sending the request until the first token's text arrived, in ms (NaN if it never did). */
  firstTokenMs: number;
  /** When the request was sent, in ms of the monotonic clock every bench process shares (readMonotonicMs). */
  sentAtMs: number;
  body: string;
};

export type TimedRequest = { url: string; headers: Record<string, string>; body: string; agent: Agent; timeoutMs?: number };

/** One request, timed with hrtime; the body is read as text so the first token can be spotted in any format. */
export function sendTimedRequest({ url, headers, body, agent, timeoutMs = 30_000 }: TimedRequest): Promise<TimedResponse> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const elapsedMs = (): number => Number(process.hrtime.bigint() - start) / 1e6;
    const outgoing = sendRequest(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        let text = '';
        let firstTokenMs = Number.NaN;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          if (Number.isNaN(firstTokenMs) && text.includes(FIRST_TOKEN_MARKER)) firstTokenMs = elapsedMs();
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, totalMs: elapsedMs(), firstTokenMs, sentAtMs: Number(start) / 1e6, body: text }),
        );
        response.on('error', reject);
      },
    );
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer from ${url} in ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
