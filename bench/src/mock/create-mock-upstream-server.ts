import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { BENCH_FORMATS } from '../formats/bench-formats.js';
import type { FormatId } from '@modelgate/ir';
import type { BenchFormat } from '../formats/bench-format.js';
import { createDeltaText, mapProfileToUpstreamModel, MOCK_PROFILE_NAMES, type MockProfile, type MockProfileName } from './mock-profile.js';
import { paceWrites } from './pace-writes.js';
import { createStreamStampLog, readMonotonicMs, STREAM_STAMPS_PATH } from './stream-stamps.js';

export type MockUpstreamConfig = { format: FormatId; profiles: Record<MockProfileName, MockProfile> };

const INPUT_TOKENS = 42;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function pickProfile(config: MockUpstreamConfig, model: unknown): MockProfile {
  const name = MOCK_PROFILE_NAMES.find((candidate) => mapProfileToUpstreamModel(candidate) === model);
  return config.profiles[name ?? 'instant'];
}

type StreamWrite = { model: string; profile: MockProfile; includeUsage: boolean; onFirstDeltaWritten(): void };

function writeStream(format: BenchFormat, response: ServerResponse, { model, profile, includeUsage, onFirstDeltaWritten }: StreamWrite): void {
  const usage = { inputTokens: INPUT_TOKENS, outputTokens: profile.deltas };
  const texts = Array.from({ length: profile.deltas }, (_, index) => createDeltaText(index));
  const tail = (): string => format.createStreamTail(model, texts.join(''), usage, { deltaCount: texts.length, includeUsage });
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.write(format.createStreamHead(model, usage));
  if (profile.intervalMs <= 0) {
    texts.forEach((text, index) => response.write(format.createStreamDelta(model, text, index)));
    onFirstDeltaWritten();
    response.end(tail());
    return;
  }
  const paced = paceWrites({
    intervalMs: profile.intervalMs,
    count: texts.length,
    precise: profile.precise === true,
    write: (index) => {
      response.write(format.createStreamDelta(model, texts[index] ?? '', index));
      if (index === 0) onFirstDeltaWritten();
    },
    end: () => response.end(tail()),
  });
  response.on('close', () => paced.cancel());
}

/**
 * A fake upstream of one format: instant JSON answers, and streams paced by the profile the model names. It stamps
 * each stream's arrival and first delta, read back with `GET /bench/stream-stamps` (StreamStamp).
 */
export function createMockUpstreamServer(config: MockUpstreamConfig): Server {
  const format = BENCH_FORMATS[config.format];
  // Any prefix before the operation (`/v1/chat/completions`, `/openai/v1/chat/completions`), whatever base URL
  // convention the caller follows.
  const operation = format.path.slice('/v1'.length);
  const stamps = createStreamStampLog();
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === STREAM_STAMPS_PATH) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ stamps: stamps.list() }));
      return;
    }
    readBody(request).then(
      (text) => {
        const receivedAtMs = readMonotonicMs();
        const body = parseObject(text);
        if (request.method !== 'POST' || !(request.url?.split('?')[0] ?? '').endsWith(operation) || body === undefined) {
          response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"mock: not found"}}');
          return;
        }
        const model = typeof body['model'] === 'string' ? body['model'] : 'unknown';
        const profile = pickProfile(config, model);
        if (body['stream'] === true) {
          const onFirstDeltaWritten = (): void => stamps.record({ receivedAtMs, firstDeltaWrittenAtMs: readMonotonicMs() });
          writeStream(format, response, { model, profile, includeUsage: format.wantsStreamUsage(body), onFirstDeltaWritten });
          return;
        }
        const answer = Array.from({ length: profile.deltas }, (_, index) => createDeltaText(index)).join('');
        const usage = { inputTokens: INPUT_TOKENS, outputTokens: profile.deltas };
        response.writeHead(200, { 'content-type': 'application/json' }).end(format.createResponse(model, answer, usage));
      },
      () => response.destroy(),
    );
  });
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 125_000;
  return server;
}
