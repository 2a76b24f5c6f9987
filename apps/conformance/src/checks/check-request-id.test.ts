import { describe, expect, it } from 'vitest';
import { messagesProfile } from '../formats/messages-profile.js';
import type { CheckContext } from './check-context.js';
import { checkRequestId } from './check-request-id.js';

const context = (headers: Record<string, string>, json: unknown): CheckContext => ({
  testCase: { id: 'x', title: 'x', section: 'errors', level: 'advisory', reference: 'r', format: 'messages', request: { method: 'GET', path: '/', auth: 'token' }, expectStatus: [400], checks: [] },
  response: { status: 400, headers, bodyText: JSON.stringify(json) },
  profile: messagesProfile,
  json,
  frames: [],
  model: 'm',
  tokens: [],
});

describe('checkRequestId', () => {
  it.each([
    [{ 'x-request-id': 'req_1' }, {}, []],
    [{ 'request-id': 'req_1' }, {}, []],
    [{}, { type: 'error', request_id: 'req_1' }, []],
    [{ 'x-request-id': ' ' }, {}, ['no request ID: neither an x-request-id or request-id header nor a request_id in the body']],
    [{}, { type: 'error' }, ['no request ID: neither an x-request-id or request-id header nor a request_id in the body']],
  ])('%j %j', (headers, json, expected) => {
    expect(checkRequestId(context(headers, json))).toEqual(expected);
  });
});
