import { describe, expect, it } from 'vitest';
import { findServiceRoot } from './find-service-root.js';

describe('findServiceRoot', () => {
  it.each([
    ['http://h:8080', { root: 'http://h:8080', v1Count: 0 }],
    ['http://h:8080/', { root: 'http://h:8080', v1Count: 0 }],
    ['http://h:8080/v1', { root: 'http://h:8080', v1Count: 1 }],
    ['http://h:8080/v1/v1/', { root: 'http://h:8080', v1Count: 2 }],
    ['https://h/gw/v1/chat/completions', { root: 'https://h/gw', v1Count: 1, operation: '/chat/completions' }],
    ['http://h/v1/messages?beta=true', { root: 'http://h', v1Count: 1, operation: '/messages' }],
  ])('%s', (configured, expected) => {
    expect(findServiceRoot(configured)).toEqual(expected);
  });
});
