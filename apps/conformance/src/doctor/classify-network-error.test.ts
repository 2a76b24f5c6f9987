import { describe, expect, it } from 'vitest';
import { classifyNetworkError } from './classify-network-error.js';

describe('classifyNetworkError', () => {
  it.each([
    ['ENOTFOUND', 'DNS: the host name in h:1 does not resolve (ENOTFOUND)'],
    ['ECONNREFUSED', 'connection refused at h:1'],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'TLS: DEPTH_ZERO_SELF_SIGNED_CERT'],
    ['ERR_SSL_WRONG_VERSION_NUMBER', 'TLS: ERR_SSL_WRONG_VERSION_NUMBER'],
    ['TIMEOUT', 'no answer from h:1 in time (TIMEOUT)'],
    ['ECONNRESET', 'network failure (ECONNRESET: reset)'],
  ])('%s', (code, summary) => {
    const result = classifyNetworkError(code, 'reset', 'http://h:1');
    expect(result.layer).toBe('connection');
    expect(result.summary).toBe(summary);
  });
});
