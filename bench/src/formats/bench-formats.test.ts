import {
  createMessagesStreamDecoder,
  validateMessagesRequest,
  validateMessagesResponse,
  validateMessagesStreamEvent,
} from '@modelgate/anthropic-messages';
import { createChatStreamDecoder, validateChatRequest, validateChatResponse, validateChatStreamChunk } from '@modelgate/openai-chat';
import {
  createResponsesStreamDecoder,
  validateResponsesRequest,
  validateResponsesResponse,
  validateResponsesStreamEvent,
} from '@modelgate/openai-responses';
import { describe, expect, it } from 'vitest';
import { createDeltaText } from '../mock/mock-profile.js';
import type { FormatId } from '@modelgate/ir';
import { BENCH_FORMAT_IDS, BENCH_FORMATS } from './bench-formats.js';
import { growRequestBody } from './grow-request-bodies.js';

type Check = { ok: boolean; issues?: unknown };

/** The format packages' own validators and decoders: the bench's requests and mock answers must pass them. */
const VALIDATORS: Record<FormatId, { request(value: unknown): Check; response(value: unknown): Check; stream(text: string): Check[] }> = {
  'openai-chat': {
    request: validateChatRequest,
    response: validateChatResponse,
    stream: (text) => {
      const decoder = createChatStreamDecoder();
      return [...decoder.push(text), ...decoder.end()].map((item) =>
        item.type === 'chunk' ? validateChatStreamChunk(item.chunk) : { ok: item.type === 'done', issues: item },
      );
    },
  },
  'anthropic-messages': {
    request: validateMessagesRequest,
    response: validateMessagesResponse,
    stream: (text) => {
      const decoder = createMessagesStreamDecoder();
      return [...decoder.push(text), ...decoder.end()].map((item) =>
        item.type === 'event' ? validateMessagesStreamEvent(item.event) : { ok: false, issues: item },
      );
    },
  },
  'openai-responses': {
    request: validateResponsesRequest,
    response: validateResponsesResponse,
    stream: (text) => {
      const decoder = createResponsesStreamDecoder();
      return [...decoder.push(text), ...decoder.end()].map((item) =>
        item.type === 'event' ? validateResponsesStreamEvent(item.event) : { ok: false, issues: item },
      );
    },
  },
};

describe.each(BENCH_FORMAT_IDS)('%s bench format', (formatId) => {
  const format = BENCH_FORMATS[formatId];
  const validators = VALIDATORS[formatId];
  const usage = { inputTokens: 42, outputTokens: 3 };
  const texts = [0, 1, 2].map(createDeltaText);

  it.each([false, true])('sends a valid request (stream: %s)', (stream) => {
    expect(validators.request(JSON.parse(format.createRequestBody('bench-instant', stream)))).toMatchObject({ ok: true });
  });

  it.each([100 * 1024, 1024 * 1024])('grows a valid request to an agent-sized body (%i bytes)', (targetBytes) => {
    const grown = growRequestBody(formatId, format.createRequestBody('bench-instant', true), targetBytes);
    expect(Buffer.byteLength(grown)).toBeGreaterThanOrEqual(targetBytes);
    expect(Buffer.byteLength(grown)).toBeLessThan(targetBytes + 2048);
    const body = JSON.parse(grown) as Record<string, unknown>;
    expect(validators.request(body)).toMatchObject({ ok: true });
    expect(body['model']).toBe('bench-instant');
  });

  it('answers a valid response', () => {
    expect(validators.response(JSON.parse(format.createResponse('bench-instant', texts.join(''), usage)))).toMatchObject({ ok: true });
  });

  it('streams valid events', () => {
    const text =
      format.createStreamHead('bench-instant', usage) +
      texts.map((delta, index) => format.createStreamDelta('bench-instant', delta, index)).join('') +
      format.createStreamTail('bench-instant', texts.join(''), usage, { deltaCount: texts.length, includeUsage: true });
    const checks = validators.stream(text);
    expect(checks.length).toBeGreaterThan(texts.length);
    expect(checks.filter((check) => !check.ok)).toEqual([]);
  });
});
