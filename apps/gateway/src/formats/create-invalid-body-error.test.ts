import { describe, expect, it } from 'vitest';
import { messagesFormat } from '@modelgate/anthropic-messages';
import { chatFormat } from '@modelgate/openai-chat';
import { responsesFormat } from '@modelgate/openai-responses';
import { createInvalidBodyError } from './create-invalid-body-error.js';

const all = [chatFormat, responsesFormat, messagesFormat];

describe('createInvalidBodyError', () => {
  it('names a missing field and shows a minimal body', () => {
    const error = createInvalidBodyError({
      profile: chatFormat,
      issues: [{ path: '', message: "must have required property 'messages'", keyword: 'required' }],
      body: { model: 'm' },
      otherProfiles: all,
    });
    expect(error.status).toBe(400);
    expect(error.param).toBe('messages');
    expect(error.message).toContain('`messages` is missing');
    expect(error.message).toContain('"messages":[{"role":"user","content":"Hello"}]');
  });

  it('names a malformed nested field', () => {
    const error = createInvalidBodyError({
      profile: chatFormat,
      issues: [{ path: '/messages/0/role', message: 'must be equal to one of the allowed values', keyword: 'enum' }],
      body: { model: 'm', messages: [{ role: 'robot' }] },
      otherProfiles: all,
    });
    expect(error.param).toBe('messages[0].role');
    expect(error.message).toContain('`messages[0].role` is malformed');
  });

  it.each([
    [chatFormat, { model: 'm', input: 'hi' }, 'POST /v1/responses'],
    [messagesFormat, { model: 'm', messages: [{ role: 'system', content: 'x' }] }, 'POST /v1/chat/completions'],
    [chatFormat, { model: 'm', max_tokens: 5, system: 'x', messages: [] }, 'POST /v1/messages'],
  ])('says which endpoint a foreign body belongs to', (profile, body, endpoint) => {
    const error = createInvalidBodyError({
      profile,
      issues: [{ path: '', message: "must have required property 'x'", keyword: 'required' }],
      body,
      otherProfiles: all.filter((other) => other !== profile),
    });
    expect(error.message).toContain(`send it to ${endpoint} instead`);
  });
});

describe('createInvalidBodyError with format-package issue paths', () => {
  it('reads a required issue whose path ends in the missing property', () => {
    const error = createInvalidBodyError({
      profile: messagesFormat,
      issues: [{ path: '/max_tokens', message: 'is required', keyword: 'required' }],
      body: { model: 'm', messages: [] },
      otherProfiles: all,
    });
    expect(error.param).toBe('max_tokens');
    expect(error.message).toContain('`max_tokens` is missing');
  });
});
