import { describe, expect, it } from 'vitest';
import { createResponsesStreamDecoder } from './create-responses-stream-decoder.js';
import { renderStreamError } from './render-stream-error.js';
import type { ResponsesStreamEvent } from './types.js';

function decodeOne(text: string): ResponsesStreamEvent {
  const decoder = createResponsesStreamDecoder();
  const items = [...decoder.push(text), ...decoder.end()];
  expect(items).toHaveLength(1);
  const [item] = items;
  if (item?.type !== 'event') throw new Error(`not a valid event: ${JSON.stringify(item)}`);
  return item.event;
}

describe('renderStreamError', () => {
  it('writes one valid response.failed event that names its type on the event line', () => {
    const text = renderStreamError(
      { status: 500, message: 'The upstream broke off.', responseId: 'resp_abc' },
      { sequenceNumber: 17, model: 'gpt-5.5', createdAt: 1763712000 },
    );
    expect(text.startsWith('event: response.failed\ndata: ')).toBe(true);
    expect(text.endsWith('\n\n')).toBe(true);
    expect(decodeOne(text)).toEqual({
      type: 'response.failed',
      sequence_number: 17,
      response: {
        id: 'resp_abc',
        object: 'response',
        created_at: 1763712000,
        status: 'failed',
        error: { code: 'server_error', message: 'The upstream broke off.' },
        incomplete_details: null,
        model: 'gpt-5.5',
        output: [],
      },
    });
  });

  it.each<[string, Parameters<typeof renderStreamError>[0], string]>([
    ['a context overflow', { status: 400, message: 'too long', code: 'context_length_exceeded' }, 'context_length_exceeded'],
    ['an exhausted quota', { status: 429, message: 'quota used up', code: 'insufficient_quota' }, 'insufficient_quota'],
    ['a 402', { status: 402, message: 'no balance' }, 'insufficient_quota'],
    ['a rate limit', { status: 429, message: 'slow down' }, 'rate_limit_exceeded'],
    ['a 5xx', { status: 502, message: 'bad gateway' }, 'server_error'],
    ['a 401', { status: 401, message: 'token revoked' }, 'invalid_api_key'],
    ['a 403 without code', { status: 403, message: 'not allowed' }, 'permission_error'],
    ['an explicit null code', { status: 400, message: 'bad', code: null }, 'invalid_request_error'],
  ])('gives %s the code %s', (_name, input, code) => {
    const event = decodeOne(renderStreamError(input));
    expect(event.type === 'response.failed' && event.response.error?.code).toBe(code);
  });

  it.each<[string, number | undefined, string]>([
    ['Rate limit reached', 1.5, 'Rate limit reached. Please try again in 1.5s.'],
    ['Rate limit reached.', 2, 'Rate limit reached. Please try again in 2s.'],
    ['Rate limit reached, try again in 3s.', 9, 'Rate limit reached, try again in 3s.'],
    ['Rate limit reached', undefined, 'Rate limit reached'],
    ['', 0.25, 'Please try again in 0.25s.'],
  ])('tells Codex when to retry a rate limit: %j with %s s', (message, retryAfterSeconds, expected) => {
    const event = decodeOne(renderStreamError({ status: 429, message }, { retryAfterSeconds }));
    expect(event.type === 'response.failed' && event.response.error?.message).toBe(expected);
  });

  it('adds no retry hint to other errors', () => {
    const event = decodeOne(renderStreamError({ status: 500, message: 'boom' }, { retryAfterSeconds: 3 }));
    expect(event.type === 'response.failed' && event.response.error?.message).toBe('boom');
  });

  it('makes a response id when it has none', () => {
    const made = decodeOne(renderStreamError({ status: 500, message: 'x' }, { newResponseId: () => 'resp_fixed' }));
    expect(made.type === 'response.failed' && made.response.id).toBe('resp_fixed');
    const random = decodeOne(renderStreamError({ status: 500, message: 'x' }));
    expect(random.type === 'response.failed' && random.response.id).toMatch(/^resp_[0-9a-f]{32}$/);
  });
});
