import { describe, expect, it } from 'vitest';
import type { AuthMode, ConformanceCase } from '../types.js';
import { STAND_IN_MODEL, buildCaseRequest, makeWrongToken } from './build-case-request.js';

const TOKEN = 'mg-abc-0123456789';
const caseWith = (auth: AuthMode, extra: Partial<ConformanceCase> = {}): ConformanceCase => ({
  id: 'x/y',
  title: 't',
  section: 'authentication',
  level: 'spec',
  reference: 'SPEC §5',
  format: 'chat',
  request: { method: 'POST', path: '/v1/chat/completions', auth, body: { model: '{{model}}', messages: [] } },
  expectStatus: [401],
  checks: ['status'],
  ...extra,
});
const settings = { baseUrl: 'http://h:1/', token: TOKEN, model: 'Acme/M-1' };

describe('buildCaseRequest', () => {
  it.each([
    ['token', `Bearer ${TOKEN}`],
    ['none', undefined],
    ['bare-token', TOKEN],
    ['wrong-scheme', `Basic ${Buffer.from(`user:${TOKEN}`).toString('base64')}`],
    ['wrong-token', 'Bearer mg-abc-012345678x'],
    ['token-in-url', undefined],
    ['token-in-body', undefined],
  ] as const)('sends %s as authorization %s', (auth, header) => {
    const built = buildCaseRequest(caseWith(auth), settings);
    expect(built.ok && built.request.headers.authorization).toBe(built.ok ? header : false);
  });

  it('puts the token in the query for token-in-url and in the body for token-in-body', () => {
    const inUrl = buildCaseRequest(caseWith('token-in-url'), settings);
    expect(inUrl.ok && inUrl.request.url).toBe(`http://h:1/v1/chat/completions?api_key=${TOKEN}&key=${TOKEN}&access_token=${TOKEN}`);
    const inBody = buildCaseRequest(caseWith('token-in-body'), settings);
    expect(inBody.ok && JSON.parse(inBody.request.body ?? '{}')).toEqual({ model: 'Acme/M-1', messages: [], api_key: TOKEN });
  });

  it.each([
    ['{{model}}', 'Acme/M-1'],
    ['{{model-case-changed}}', 'aCME/m-1'],
    ['{{model-suffixed}}', 'Acme/M-1-conformance-suffix'],
  ])('replaces %s', (placeholder, model) => {
    const built = buildCaseRequest(caseWith('token', { request: { method: 'POST', path: '/p', auth: 'token', body: { model: placeholder } } }), settings);
    expect(built.ok && JSON.parse(built.request.body ?? '{}')).toEqual({ model });
  });

  it.each([
    [caseWith('second-token'), settings, 'needs --second-token (an exhausted or rate-limited token)'],
    [caseWith('token', { modelOptional: false }), { ...settings, model: undefined, modelNote: 'GET /v1/models failed: ECONNREFUSED' }, 'no model to test and --model was not set (GET /v1/models failed: ECONNREFUSED)'],
    [caseWith('token', { request: { method: 'POST', path: '/p', auth: 'token', body: { model: '{{model-case-changed}}' } } }), { ...settings, model: '1-2' }, 'model "1-2" has no letters, so it has no case-changed variant'],
  ])('skips %#', (testCase, runSettings, reason) => {
    expect(buildCaseRequest(testCase, runSettings)).toEqual({ ok: false, skipReason: reason });
  });

  it('uses a stand-in model for a modelOptional case', () => {
    const built = buildCaseRequest(caseWith('none', { modelOptional: true }), { ...settings, model: undefined });
    expect(built.ok && JSON.parse(built.request.body ?? '{}').model).toBe(STAND_IN_MODEL);
  });

  it('sends raw bodies verbatim with the model filled in, and the format\'s client headers', () => {
    const built = buildCaseRequest(caseWith('token', { format: 'messages', request: { method: 'POST', path: '/v1/messages', auth: 'token', rawBody: '{"model":"{{model}}",' } }), settings);
    expect(built.ok && built.request).toEqual({
      method: 'POST',
      url: 'http://h:1/v1/messages',
      headers: { accept: 'application/json', 'anthropic-version': '2023-06-01', authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: '{"model":"Acme/M-1",',
    });
  });

  it.each([
    ['token', { 'x-api-key': TOKEN }],
    ['wrong-token', { 'x-api-key': 'mg-abc-012345678x' }],
    ['none', {}],
  ] as const)('sends %s in the x-api-key style as %j', (auth, expected) => {
    const built = buildCaseRequest(caseWith(auth), { ...settings, auth: 'x-api-key' });
    const headers = built.ok ? built.request.headers : {};
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-api-key']).toBe(expected['x-api-key' as keyof typeof expected]);
  });

  it('sends no credentials to a target without authentication, and the --header headers everywhere', () => {
    const built = buildCaseRequest(caseWith('token'), { ...settings, token: '', auth: 'none', headers: { 'x-portkey-provider': 'openai' } });
    expect(built.ok && built.request.headers).toEqual({ accept: 'application/json', 'x-portkey-provider': 'openai', 'content-type': 'application/json' });
  });

  it('changes exactly the last character for a wrong token', () => {
    expect(makeWrongToken('abcx')).toBe('abcy');
    expect(makeWrongToken('abcd')).toBe('abcx');
  });
});
