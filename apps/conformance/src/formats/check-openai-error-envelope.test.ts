import { describe, expect, it } from 'vitest';
import { checkAnthropicErrorEnvelope } from './check-anthropic-error-envelope.js';
import { checkOpenAiErrorEnvelope } from './check-openai-error-envelope.js';

describe('error envelopes', () => {
  const openAi = { error: { message: 'bad', type: 'invalid_request_error', param: null, code: null } };
  const anthropic = { type: 'error', error: { type: 'invalid_request_error', message: 'bad' } };

  it.each([
    [openAi, 0],
    [anthropic, 1],
    [{ error: { message: 'x', type: 'None' } }, 1],
    [{ message: 'x' }, 1],
    ['oops', 1],
  ])('OpenAI envelope %j gives %i findings', (body, count) => {
    expect(checkOpenAiErrorEnvelope(body)).toHaveLength(count);
  });

  it.each([
    [anthropic, 400, 0],
    [anthropic, 401, 1],
    [openAi, 400, 1],
    [{ type: 'error', error: { type: 'rate_limit_error', message: 'slow down' } }, 429, 0],
  ])('Anthropic envelope %j at %i gives %i findings', (body, status, count) => {
    expect(checkAnthropicErrorEnvelope(body, status)).toHaveLength(count);
  });
});
