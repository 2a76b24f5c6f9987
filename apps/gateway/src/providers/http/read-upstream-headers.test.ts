import { describe, expect, it } from 'vitest';
import { readUpstreamHeaders } from './read-upstream-headers.js';

const raw = (...pairs: [string, string][]): Buffer[] => pairs.flat().map((text) => Buffer.from(text, 'latin1'));

describe('readUpstreamHeaders', () => {
  it.each([
    [raw(['Retry-After', '3']), { 'retry-after': '3' }],
    [raw(['X-REQUEST-ID', 'req_1'], ['content-type', 'application/json']), { 'x-request-id': 'req_1' }],
    [raw(['request-id', 'a'], ['Request-Id', 'b']), { 'request-id': 'a, b' }],
    [raw(['x-request', 'no'], ['retry-after-ms', '3000'], ['connection', 'keep-alive'], ['keep-alive', 'timeout=5']), {}],
    [raw(['date', 'Fri, 27 Nov 2026 15:00:00 GMT'], ['retry-after', 'Fri, 27 Nov 2026 15:01:00 GMT']), { 'retry-after': 'Fri, 27 Nov 2026 15:01:00 GMT' }],
    [[], {}],
  ])('reads %j as %j', (headers, expected) => {
    expect(readUpstreamHeaders(headers)).toEqual(expected);
  });
});
