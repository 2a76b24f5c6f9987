import { describe, expect, it } from 'vitest';
import { wantsStreamUsage } from './wants-stream-usage.js';

describe('wantsStreamUsage', () => {
  it.each([
    [{ model: 'm', stream: true }, false],
    [{ model: 'm', stream: true, stream_options: { include_usage: true } }, true],
    [{ model: 'm', stream: true, stream_options: { include_usage: false } }, false],
  ])('%j → %s', (request, expected) => {
    expect(wantsStreamUsage({ ...request, messages: [{ role: 'user', content: 'hi' }] })).toBe(expected);
  });
});
