import { describe, expect, it } from 'vitest';
import { renderError } from './render-error.js';
import { validateResponsesErrorBody } from './validate.js';

describe('renderError', () => {
  it.each<[number, string, string | null]>([
    [400, 'invalid_request_error', null],
    [401, 'invalid_request_error', 'invalid_api_key'],
    [402, 'insufficient_quota', 'insufficient_quota'],
    [403, 'permission_error', null],
    [404, 'not_found_error', null],
    [409, 'invalid_request_error', null],
    [413, 'invalid_request_error', null],
    [422, 'invalid_request_error', null],
    [429, 'rate_limit_exceeded', 'rate_limit_exceeded'],
    [500, 'server_error', null],
    [502, 'server_error', null],
    [503, 'server_error', null],
    [504, 'server_error', null],
  ])('answers %i with type %s and code %s', (status, type, code) => {
    const rendered = renderError({ status, message: 'something happened' });
    expect(rendered).toEqual({ status, body: { error: { message: 'something happened', type, param: null, code } } });
    expect(validateResponsesErrorBody(rendered.body).ok).toBe(true);
  });

  it('keeps the code and param it is given, an explicit null code included', () => {
    expect(renderError({ status: 404, message: 'no such model', code: 'model_not_found', param: 'model' }).body.error).toEqual({
      message: 'no such model',
      type: 'not_found_error',
      param: 'model',
      code: 'model_not_found',
    });
    expect(renderError({ status: 401, message: 'x', code: null }).body.error.code).toBeNull();
    expect(renderError({ status: 400, message: 'too long', code: 'context_length_exceeded', param: 'input' }).body.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'context_length_exceeded',
    });
  });

  it('reports an exhausted quota on 429 as insufficient_quota, which Codex does not retry', () => {
    expect(renderError({ status: 429, message: 'quota used up', code: 'insufficient_quota' }).body.error).toMatchObject({
      type: 'insufficient_quota',
      code: 'insufficient_quota',
    });
  });

  it('uses a type it is given only when the type belongs to this format', () => {
    expect(renderError({ status: 401, message: 'x', type: 'authentication_error' }).body.error.type).toBe('authentication_error');
    expect(renderError({ status: 503, message: 'x', type: 'overloaded_error' }).body.error.type).toBe('server_error');
  });

  it('leaves the request id out of the body', () => {
    expect(renderError({ status: 500, message: 'x', requestId: 'req_123' }).body).toEqual({
      error: { message: 'x', type: 'server_error', param: null, code: null },
    });
  });

  it.each([200, 302, 0, 700, 404.5])('turns the non-error status %s into a 500', (status) => {
    expect(renderError({ status, message: 'x' }).status).toBe(500);
  });
});
