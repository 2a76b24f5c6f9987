import { describe, expect, it } from 'vitest';
import { translateErrorBody } from './translate-error-body.js';

describe('translateErrorBody', () => {
  it.each([
    [
      'anthropic overloaded',
      { from: 'anthropic-messages', status: 529, body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' }, request_id: 'req_1' } },
      { status: 529, message: 'Overloaded', code: 'server_is_overloaded', requestId: 'req_1' },
    ],
    [
      'anthropic prompt too long (Codex reads the code)',
      { from: 'anthropic-messages', status: 400, body: { type: 'error', error: { type: 'invalid_request_error', message: 'prompt is too long: 250000 tokens > 200000 maximum' } } },
      { status: 400, message: 'prompt is too long: 250000 tokens > 200000 maximum', code: 'context_length_exceeded' },
    ],
    [
      'openai context length (Claude Code reads the message)',
      { from: 'openai-chat', status: 400, body: { error: { message: "This model's maximum context length is 128000 tokens. However, your messages resulted in 250000 tokens.", type: 'invalid_request_error', param: 'messages', code: 'context_length_exceeded' } } },
      {
        status: 400,
        message: "prompt is too long: 250000 tokens > 128000 maximum (This model's maximum context length is 128000 tokens. However, your messages resulted in 250000 tokens.)",
        code: 'context_length_exceeded',
        param: 'messages',
      },
    ],
    [
      'openai rate limit',
      { from: 'openai-responses', status: 429, body: { error: { message: 'Rate limit reached. Please try again in 1.5s.', type: 'requests', param: null, code: 'rate_limit_exceeded' } } },
      { status: 429, message: 'Rate limit reached. Please try again in 1.5s.', code: 'rate_limit_exceeded' },
    ],
    ['anthropic billing', { from: 'anthropic-messages', status: 402, body: { type: 'error', error: { type: 'billing_error', message: 'No credit' } } }, { status: 402, message: 'No credit', code: 'insufficient_quota' }],
    ['JSON text body', { from: 'openai-chat', status: 401, body: '{"error":{"message":"bad key","type":"invalid_request_error","code":"invalid_api_key"}}' }, { status: 401, message: 'bad key', code: 'invalid_api_key' }],
    ['plain text body', { from: 'openai-chat', status: 502, body: 'Bad Gateway' }, { status: 502, message: 'Bad Gateway' }],
    ['empty body', { from: 'anthropic-messages', status: 500, body: '' }, { status: 500, message: 'The upstream returned HTTP 500.' }],
  ] as const)('%s', (_name, input, expected) => {
    expect(translateErrorBody(input)).toEqual(expected);
  });
});
