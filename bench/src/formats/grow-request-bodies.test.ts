import { describe, expect, it } from 'vitest';
import { BENCH_FORMATS } from './bench-formats.js';
import { growRequestBodyPerTurn } from './grow-request-bodies.js';

describe('growRequestBodyPerTurn', () => {
  it.each(['openai-chat', 'openai-responses', 'anthropic-messages'] as const)('gives %s bodies a turn longer each, the earlier turns byte for byte', (format) => {
    const bodies = growRequestBodyPerTurn(format, BENCH_FORMATS[format].createRequestBody('m', false), 100 * 1024, 5);
    expect(bodies).toHaveLength(5);
    expect(Buffer.byteLength(bodies[0] ?? '')).toBeGreaterThanOrEqual(100 * 1024);
    const member = format === 'openai-responses' ? 'input' : 'messages';
    for (let index = 1; index < bodies.length; index += 1) {
      const before = JSON.parse(bodies[index - 1] ?? '') as Record<string, unknown[]>;
      const after = JSON.parse(bodies[index] ?? '') as Record<string, unknown[]>;
      // The same conversation with one pair of turns more, the request ending on a user turn as before.
      expect(after[member]?.slice(0, before[member]?.length)).toEqual(before[member]);
      expect(after[member]?.length).toBe((before[member]?.length ?? 0) + 2);
      // What came before is the same bytes (what a body reader that reuses a caller's previous body relies on).
      const cut = (bodies[index - 1] ?? '').lastIndexOf(']');
      expect((bodies[index] ?? '').startsWith((bodies[index - 1] ?? '').slice(0, cut))).toBe(true);
    }
  });
});
