import { describe, expect, it } from 'vitest';
import { renderError } from './render-error.js';
import { validateMessagesErrorBody } from './validate.js';

describe('renderError', () => {
  it.each([
    [400, 'invalid_request_error'],
    [401, 'authentication_error'],
    [402, 'billing_error'],
    [403, 'permission_error'],
    [404, 'not_found_error'],
    [413, 'request_too_large'],
    [429, 'rate_limit_error'],
    [500, 'api_error'],
    [502, 'api_error'],
    [503, 'overloaded_error'],
    [504, 'timeout_error'],
    [529, 'overloaded_error'],
  ] as const)('renders %i as a schema-valid %s envelope', (status, type) => {
    const rendered = renderError({ status, message: 'Something happened', requestId: 'req_0123' });
    expect(rendered).toEqual({
      status,
      body: { type: 'error', error: { type, message: 'Something happened' }, request_id: 'req_0123' },
    });
    expect(validateMessagesErrorBody(rendered.body)).toMatchObject({ ok: true });
  });

  it('keeps a caller type that belongs to this format', () => {
    const rendered = renderError({ status: 400, message: 'prompt is too long: 250000 tokens > 200000 maximum', type: 'invalid_request_error' });
    expect(rendered.body.error.type).toBe('invalid_request_error');
    expect(renderError({ status: 500, message: 'busy', type: 'overloaded_error' }).body.error.type).toBe('overloaded_error');
  });

  it('ignores a type from another format and follows the status instead', () => {
    expect(renderError({ status: 429, message: 'quota', type: 'insufficient_quota', code: 'insufficient_quota' }).body.error).toEqual({
      type: 'rate_limit_error',
      message: 'quota',
    });
    expect(renderError({ status: 500, message: 'x', type: 'server_error' }).body.error.type).toBe('api_error');
  });

  it('writes request_id as null when there is none, and never renders code or param', () => {
    const { body } = renderError({ status: 404, message: 'model "x" not found', code: 'model_not_found', param: 'model' });
    expect(body).toEqual({ type: 'error', error: { type: 'not_found_error', message: 'model "x" not found' }, request_id: null });
  });

  it.each([200, 302, 0, 600, 404.5, Number.NaN])('answers a status that is not an error (%s) as 500', (status) => {
    expect(renderError({ status, message: 'x' })).toMatchObject({ status: 500, body: { error: { type: 'api_error' } } });
  });
});
