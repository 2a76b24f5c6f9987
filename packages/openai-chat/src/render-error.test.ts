import { describe, expect, it } from 'vitest';
import { renderError } from './render-error.js';
import { validateChatErrorBody } from './validate.js';

describe('renderError', () => {
  it.each([
    [400, 'invalid_request_error', null],
    [401, 'invalid_request_error', 'invalid_api_key'],
    [402, 'insufficient_quota', 'insufficient_quota'],
    [403, 'permission_error', null],
    [404, 'invalid_request_error', null],
    [413, 'invalid_request_error', 'request_too_large'],
    [418, 'invalid_request_error', null],
    [429, 'rate_limit_error', 'rate_limit_exceeded'],
    [500, 'server_error', null],
    [502, 'server_error', 'upstream_error'],
    [503, 'server_error', 'server_is_overloaded'],
    [504, 'timeout_error', 'upstream_timeout'],
    [599, 'server_error', null],
  ])('renders status %i as type %s, code %s', (status, type, code) => {
    const rendered = renderError({ status, message: 'something happened' });
    expect(rendered).toEqual({ status, body: { error: { message: 'something happened', type, param: null, code } } });
    expect(validateChatErrorBody(rendered.body).ok).toBe(true);
  });

  it('keeps the caller type, code and param', () => {
    const rendered = renderError({
      status: 404,
      message: 'The model `gpt-5.1-mnii` does not exist or you do not have access to it.',
      code: 'model_not_found',
      param: 'model',
      requestId: 'req_123',
    });
    expect(rendered.body.error).toEqual({
      message: 'The model `gpt-5.1-mnii` does not exist or you do not have access to it.',
      type: 'invalid_request_error',
      param: 'model',
      code: 'model_not_found',
    });
  });

  it('uses insufficient_quota on a 429 for an exhausted balance when asked', () => {
    const rendered = renderError({ status: 429, message: 'The account balance is exhausted.', type: 'insufficient_quota', code: 'insufficient_quota' });
    expect(rendered).toEqual({ status: 429, body: { error: { message: 'The account balance is exhausted.', type: 'insufficient_quota', param: null, code: 'insufficient_quota' } } });
  });

  it('keeps an explicit null code instead of the status default', () => {
    expect(renderError({ status: 401, message: 'Revoked token.', code: null }).body.error.code).toBeNull();
  });

  it.each([200, 302, 0, 700, Number.NaN, 404.5])('turns the non-error status %s into 500', (status) => {
    expect(renderError({ status, message: 'x' }).status).toBe(500);
  });
});
