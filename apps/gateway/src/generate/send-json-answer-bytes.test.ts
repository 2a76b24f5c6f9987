import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { TRANSLATOR } from '../app/translator.js';
import { UpstreamError } from '../errors/upstream-error.js';
import { createModelRenamer } from './create-model-renamer.js';
import { sendJsonAnswer } from './send-json-answer.js';

const CLIENT_MODEL = 'team/chat';

/** What a passed-through answer's bytes must be, however it is sent: the text decoded, its model renamed, encoded. */
function reference(bytes: Buffer): Buffer {
  const text = bytes.toString('utf8');
  const parsed = JSON.parse(text) as Record<string, unknown>;
  const upstreamModel = parsed['model'];
  if (upstreamModel === CLIENT_MODEL) return Buffer.from(text);
  if (typeof upstreamModel === 'string') {
    const renamed = createModelRenamer(upstreamModel, CLIENT_MODEL)(text);
    if (renamed !== text) return Buffer.from(renamed);
  }
  return Buffer.from(JSON.stringify({ ...parsed, model: CLIENT_MODEL }));
}

type Sent = { bytes: Buffer; headers: Map<string, unknown> };

async function send(chunks: readonly Buffer[], limitBytes = 1 << 20): Promise<Sent> {
  const headers = new Map<string, unknown>();
  let bytes = Buffer.alloc(0);
  const response = {
    setHeader: (name: string, value: unknown) => (headers.set(name.toLowerCase(), value), response),
    writeHead: () => response,
    end: (chunk: string | Buffer) => void (bytes = Buffer.isBuffer(chunk) ? Buffer.from(chunk) : Buffer.from(chunk, 'utf8')),
  } as unknown as ServerResponse;
  async function* upstream(): AsyncIterable<Uint8Array> {
    for (const chunk of chunks) yield chunk;
  }
  await sendJsonAnswer({
    response, upstream: upstream(), route: { clientFormat: 'openai-chat', upstreamFormat: 'openai-chat', passthrough: true }, deploymentName: 'up',
    translator: TRANSLATOR, limitBytes, estimatedInputTokens: 1,
    context: { model: CLIENT_MODEL, now: () => 0, newId: (prefix) => `${prefix}1`, clientAnswer: { toolRestoration: undefined, streamUsage: false } },
    onFirstByte: () => undefined,
  });
  return { bytes, headers };
}

const answer = (model: string, content = 'hello', extra = ''): Buffer =>
  Buffer.concat([
    Buffer.from(`{"id":"chatcmpl-1","object":"chat.completion","created":1,"model":${model},${extra}"choices":[{"index":0,"message":{"role":"assistant","content":"`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from('"},"finish_reason":"stop"}],"usage":{"prompt_tokens":3,"completion_tokens":2,"total_tokens":5}}'),
  ]);

const CASES: [string, Buffer][] = [
  ['a compact upstream model', answer('"up-1"')],
  ['the client model already', answer('"team/chat"')],
  ['non-ASCII content', answer('"up-1"', 'grüße 🌍 “model”')],
  ['a non-ASCII upstream model', answer('"up-ü"', 'ü')],
  ['the model spaced', Buffer.from(answer('"up-1"').toString().replace('"model":"up-1"', '"model" :\t"up-1"'))],
  ['the model named twice', answer('"up-1"', 'x', '"x":{"model":"up-1"},')],
  ['the model as another member value', answer('"up-1"', 'x', '"x":"up-1",')],
  ['an escaped model', answer('"up\\u002d1"')],
  ['a model that is not a string', answer('42')],
  ['no model', Buffer.from('{"id":"x","usage":{"prompt_tokens":1,"completion_tokens":1}}')],
  ['a BOM-less answer with trailing spaces and a line end', Buffer.from(`${answer('"up-1"').toString()}  \n`)],
];

describe('a passed-through JSON answer, byte for byte', () => {
  it.each(CASES)('is what the decoded, renamed and re-encoded text was: %s', async (_name, bytes) => {
    const { bytes: sent, headers } = await send([bytes]);
    expect(sent.equals(reference(bytes))).toBe(true);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('keeps the replacement characters of invalid UTF-8 (a lone byte, a truncated 4-byte sequence, a surrogate)', async () => {
    for (const invalid of [Buffer.from([0xff]), Buffer.from([0xf0, 0x90, 0x80]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xc3])]) {
      const bytes = answer('"up-1"', Buffer.concat([Buffer.from('a'), invalid, Buffer.from('b')]) as unknown as string);
      const { bytes: sent } = await send([bytes]);
      expect(sent.equals(reference(bytes))).toBe(true);
      expect(sent.includes(Buffer.from('\uFFFD'))).toBe(true);
    }
  });

  it('is the same when the answer comes in several chunks, a character split between two', async () => {
    const bytes = answer('"up-1"', 'grüße 🌍');
    const split = bytes.indexOf(Buffer.from('🌍')) + 2;
    const { bytes: sent } = await send([bytes.subarray(0, 10), bytes.subarray(10, split), bytes.subarray(split)]);
    expect(sent.equals(reference(bytes))).toBe(true);
  });

  it.each([
    ['not JSON', Buffer.from('not json')],
    ['a JSON array', Buffer.from('[1]')],
    ['cut by the size limit', answer('"up-1"')],
    ['a JSON string', Buffer.from('"x"')],
  ])('still fails as an invalid answer when it is %s', async (name, bytes) => {
    const failure = await send([bytes], name === 'cut by the size limit' ? 40 : 1 << 20).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ code: 'upstream_error', reason: 'invalid_answer', retryable: false, message: 'The upstream up answered with a body that is not a JSON object.' });
  });
});
