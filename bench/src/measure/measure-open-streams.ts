import { Agent, request as sendRequest, type ClientRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { BENCH_FORMATS } from '../formats/bench-formats.js';
import { FIRST_TOKEN_MARKER } from '../mock/mock-profile.js';
import { readProcessStats } from '../process/read-process-stats.js';
import type { BenchTarget } from '../targets/bench-target.js';

export type OpenStreamsSample = {
  targetId: string;
  requested: number;
  /** Streams that delivered their first token and were still open when memory was read. */
  open: number;
  rssBeforeBytes: number;
  rssOpenBytes: number;
  bytesPerStream: number;
  openSeconds: number;
  /** Answers that were not 200, by status (`error` for a connection error), with the first such body. */
  refused: Record<string, number>;
  firstRefusal: string | undefined;
};

export type OpenStreamsRun = {
  streams: number;
  timeoutMs: number;
  batch: number;
  /** Time for the proxy to close its upstream streams after the abort, before the next target (default 1 s). */
  settleMs?: number;
};

/**
 * Opens `streams` slow streams at once through a target, waits until each has shown its first token (so every
 * stream is live end to end), reads the process's RSS, then aborts them all. Bounded by `timeoutMs`.
 */
export async function measureOpenStreams(target: BenchTarget, run: OpenStreamsRun): Promise<OpenStreamsSample> {
  const format = BENCH_FORMATS[target.clientFormat];
  const body = format.createRequestBody(target.modelFor('slow'), true);
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: ClientRequest[] = [];
  const rssBeforeBytes = readProcessStats(target.pid).rssBytes;
  const started = Date.now();
  let stopping = false;
  let live = 0;
  let ended = 0;
  const refused: Record<string, number> = {};
  let firstRefusal: string | undefined;
  const refuse = (key: string, detail: string): void => {
    refused[key] = (refused[key] ?? 0) + 1;
    firstRefusal ??= detail.slice(0, 300);
  };
  for (let index = 0; index < run.streams; index += 1) {
    const outgoing = sendRequest(
      `${target.origin}${format.path}`,
      {
        method: 'POST',
        agent,
        headers: { ...target.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let seen = false;
        let text = '';
        const status = response.statusCode ?? 0;
        response.setEncoding('utf8');
        if (status !== 200) response.on('end', () => refuse(String(status), `${status}: ${text}`));
        response.on('data', (chunk: string) => {
          if (seen) return;
          text += chunk;
          if (text.includes(FIRST_TOKEN_MARKER)) {
            seen = true;
            live += 1;
          }
        });
        response.on('close', () => {
          ended += 1;
          if (seen) live -= 1;
        });
      },
    );
    outgoing.on('error', (error) => {
      if (!stopping) refuse('error', error.message);
    });
    outgoing.end(body);
    requests.push(outgoing);
    if ((index + 1) % run.batch === 0) await sleep(10);
  }
  while (live + ended < run.streams && Date.now() - started < run.timeoutMs) await sleep(50);
  const openSeconds = (Date.now() - started) / 1000;
  let rssOpenBytes = 0;
  for (let reading = 0; reading < 5; reading += 1) {
    rssOpenBytes = Math.max(rssOpenBytes, readProcessStats(target.pid).rssBytes);
    await sleep(50);
  }
  const open = live;
  stopping = true;
  for (const outgoing of requests) outgoing.destroy();
  agent.destroy();
  // Let the proxy notice the disconnects and close its upstream streams before the next target.
  await sleep(run.settleMs ?? 1_000);
  return {
    targetId: target.id,
    requested: run.streams,
    open,
    rssBeforeBytes,
    rssOpenBytes,
    bytesPerStream: open > 0 ? (rssOpenBytes - rssBeforeBytes) / open : Number.NaN,
    openSeconds,
    refused,
    firstRefusal,
  };
}
