import { describe, expect, it } from 'vitest';
import { planClientAddress } from './plan-client-address.js';

describe('planClientAddress', () => {
  it.each([
    ['http://h/v1', 'chat', 'http://h/v1/chat/completions'],
    ['http://h/v1/', 'responses', 'http://h/v1/responses'],
    ['http://h', 'messages', 'http://h/v1/messages'],
    ['http://h/gw', 'messages', 'http://h/gw/v1/messages'],
  ] as const)('%s for %s needs no change', (configured, format, clientUrl) => {
    expect(planClientAddress({ configured, format })).toEqual({ clientUrl, correctUrl: clientUrl });
  });

  it.each([
    [
      'http://h/v1',
      'messages',
      'Your base address ends in /v1 and your client appends /v1/messages, so it calls /v1/v1/messages: use the service root http://h instead.',
    ],
    [
      'http://h/v1/v1',
      'chat',
      'Your base address ends in /v1 and your client appends /chat/completions, so it calls /v1/v1/chat/completions: use the compatible base address http://h/v1 instead.',
    ],
    [
      'http://h',
      'chat',
      'Your client appends /chat/completions to the base address, which must end in /v1, so it calls /chat/completions: use the compatible base address http://h/v1 instead.',
    ],
    [
      'http://h/v1/chat/completions',
      'chat',
      'Your base address already contains /chat/completions, and your client appends /chat/completions itself, so it calls /v1/chat/completions/chat/completions: use the compatible base address http://h/v1 instead.',
    ],
  ] as const)('%s for %s is diagnosed', (configured, format, problem) => {
    expect(planClientAddress({ configured, format }).problem).toBe(problem);
  });

  it('names a protocol that does not match the endpoint', () => {
    expect(planClientAddress({ configured: 'http://h', format: 'messages', endpoint: 'http://h/v1/chat/completions' })).toEqual({
      clientUrl: 'http://h/v1/chat/completions',
      correctUrl: 'http://h/v1/messages',
      problem:
        'Your client speaks the messages protocol but posts to /v1/chat/completions, the chat completions endpoint. The protocol must match the path: a messages client posts to http://h/v1/messages.',
    });
  });
});
