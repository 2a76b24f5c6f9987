import { BENCH_FORMATS } from '../formats/bench-formats.js';
import type { FormatId } from '@modelgate/ir';
import type { BenchFormat } from '../formats/bench-format.js';
import { createBareHttpServer, frameChunks, type BareHttpServer, type BareReply } from './create-bare-http-server.js';
import { createDeltaText, mapProfileToUpstreamModel, MOCK_PROFILE_NAMES, type MockProfile, type MockProfileName } from './mock-profile.js';
import { paceWrites } from './pace-writes.js';
import { readRequestFields, type MockRequestFields } from './read-request-fields.js';
import { createStreamStampLog, readMonotonicMs, STREAM_STAMPS_PATH } from './stream-stamps.js';

export type MockUpstreamConfig = { format: FormatId; profiles: Record<MockProfileName, MockProfile> };

const INPUT_TOKENS = 42;
const NOT_FOUND = '{"error":{"message":"mock: not found"}}';
const STREAM_HEADERS = 'cache-control: no-cache\r\n';
/** Distinct answers kept ready (model × stream × usage); the bench asks for a handful. */
const MAX_KEPT_ANSWERS = 64;

function pickProfile(config: MockUpstreamConfig, model: string): MockProfile {
  const name = MOCK_PROFILE_NAMES.find((candidate) => mapProfileToUpstreamModel(candidate) === model);
  return config.profiles[name ?? 'instant'];
}

/**
 * One answer's pieces as the format writes them: a JSON body, or a stream's head, one event a delta and its tail,
 * and the whole stream framed for an unpaced profile.
 */
type Answer = { json: Buffer; head: string; deltas: string[]; tail: string; whole: Buffer; profile: MockProfile };

function composeAnswer(format: BenchFormat, config: MockUpstreamConfig, { model, request }: MockRequestFields): Answer {
  const profile = pickProfile(config, model);
  const usage = { inputTokens: INPUT_TOKENS, outputTokens: profile.deltas };
  const texts = Array.from({ length: profile.deltas }, (_, index) => createDeltaText(index));
  const includeUsage = format.wantsStreamUsage(request);
  const head = format.createStreamHead(model, usage);
  const deltas = texts.map((text, index) => format.createStreamDelta(model, text, index));
  const tail = format.createStreamTail(model, texts.join(''), usage, { deltaCount: texts.length, includeUsage });
  const json = Buffer.from(format.createResponse(model, texts.join(''), usage));
  return { json, head, deltas, tail, whole: frameChunks([head, ...deltas, tail]), profile };
}

function writeStream(reply: BareReply, answer: Answer, onFirstDeltaWritten: () => void): void {
  const { head, deltas, tail, whole, profile } = answer;
  if (profile.intervalMs <= 0) {
    reply.sendChunked(200, 'text/event-stream', STREAM_HEADERS, whole);
    onFirstDeltaWritten();
    return;
  }
  reply.startChunked(200, 'text/event-stream', STREAM_HEADERS);
  reply.write(head);
  const paced = paceWrites({
    intervalMs: profile.intervalMs,
    count: deltas.length,
    precise: profile.precise === true,
    write: (index) => {
      reply.write(deltas[index] ?? '');
      if (index === 0) onFirstDeltaWritten();
    },
    end: () => reply.end(tail),
  });
  reply.onAbort(() => paced.cancel());
}

/**
 * A fake upstream of one format: instant JSON answers, and streams paced by the profile the model names. It stamps
 * each stream's arrival and first delta, read back with `GET /bench/stream-stamps` (StreamStamp). Each distinct
 * answer is composed once and kept, and the request is read only for its model and stream flags
 * (readRequestFields), so the mock's CPU a request stays small and the same at any body size.
 */
export function createMockUpstreamServer(config: MockUpstreamConfig): BareHttpServer {
  const format = BENCH_FORMATS[config.format];
  // Any prefix before the operation (`/v1/chat/completions`, `/openai/v1/chat/completions`), whatever base URL
  // convention the caller follows.
  const operation = format.path.slice('/v1'.length);
  const stamps = createStreamStampLog();
  const answers = new Map<string, Answer>();
  const answerTo = (fields: MockRequestFields): Answer => {
    const key = `${fields.model}\n${String(format.wantsStreamUsage(fields.request))}`;
    const kept = answers.get(key);
    if (kept !== undefined) return kept;
    const answer = composeAnswer(format, config, fields);
    if (answers.size < MAX_KEPT_ANSWERS) answers.set(key, answer);
    return answer;
  };
  return createBareHttpServer((request, reply) => {
    if (request.method === 'GET' && request.path === STREAM_STAMPS_PATH) {
      reply.send(200, 'application/json', JSON.stringify({ stamps: stamps.list() }));
      return;
    }
    const receivedAtMs = readMonotonicMs();
    const fields = readRequestFields(request.body);
    if (request.method !== 'POST' || !(request.path.split('?')[0] ?? '').endsWith(operation) || fields === undefined) {
      reply.send(404, 'application/json', NOT_FOUND);
      return;
    }
    const answer = answerTo(fields);
    if (!fields.stream) {
      reply.send(200, 'application/json', answer.json);
      return;
    }
    writeStream(reply, answer, () => stamps.record({ receivedAtMs, firstDeltaWrittenAtMs: readMonotonicMs() }));
  });
}
