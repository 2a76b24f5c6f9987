import { describe, expect, it } from 'vitest';
import { formatDroppedFieldsHeader } from './dropped-fields-header.js';

describe('formatDroppedFieldsHeader', () => {
  it.each([
    [['/mcp_servers'], '/mcp_servers'],
    [['/tools/2', '/top_k'], '/tools/2,/top_k'],
    [['/caf\u00e9', '/a,b', '/50%'], '/caf%C3%A9,/a%2Cb,/50%25'],
    [['/x\ud800'], '/x%EF%BF%BD'],
    [['/' + 'a'.repeat(1200)], '...'],
    [['/first', '/' + 'b'.repeat(995)], '/first,...'],
  ])('%j → %s', (dropped, expected) => {
    expect(formatDroppedFieldsHeader(dropped)).toBe(expected);
  });
});
