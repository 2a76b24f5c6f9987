import { describe, expect, it } from 'vitest';
import { joinUrl } from './join-url.js';

describe('joinUrl', () => {
  it.each([
    ['http://h:1', '/v1/models', 'http://h:1/v1/models'],
    ['http://h:1/', '/v1/models', 'http://h:1/v1/models'],
    ['http://h:1/gw/', 'v1/messages?beta=true', 'http://h:1/gw/v1/messages?beta=true'],
  ])('joins %s and %s', (base, path, expected) => {
    expect(joinUrl(base, path)).toBe(expected);
  });
});
