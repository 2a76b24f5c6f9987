import { describe, expect, it } from 'vitest';
import { splitFirstTokenBySide } from './split-first-token-by-side.js';

describe('splitFirstTokenBySide', () => {
  it('takes each stream apart at its own mock stamp: way up, way down, and the two without the pause', () => {
    const sides = splitFirstTokenBySide(
      // Sent at 100 and 200 (ms, monotonic); first tokens 10.9 and 11.4 ms later.
      { sentAtMs: { direct: [100, 200] }, firstTokenMs: { direct: [10.9, 11.4] } },
      [
        { receivedAtMs: 200.25, firstDeltaWrittenAtMs: 210.85 },
        { receivedAtMs: 100.3, firstDeltaWrittenAtMs: 110.5 },
      ],
    );
    expect(sides.wayUpMs['direct']?.map((value) => value.toFixed(2))).toEqual(['0.30', '0.25']);
    expect(sides.wayDownMs['direct']?.map((value) => value.toFixed(2))).toEqual(['0.40', '0.55']);
    expect(sides.bothWaysMs['direct']?.map((value) => value.toFixed(2))).toEqual(['0.70', '0.80']);
  });

  it('leaves a sample out (NaN) when its request failed, no stamp falls inside it, or two do', () => {
    const sides = splitFirstTokenBySide(
      { sentAtMs: { floor: [100, 200, 300, Number.NaN] }, firstTokenMs: { floor: [11, Number.NaN, 11, 11] } },
      [
        // 100–111: two streams reached a mock; 300–311: none did (this one wrote its delta after the token arrived).
        { receivedAtMs: 100.2, firstDeltaWrittenAtMs: 110 },
        { receivedAtMs: 100.4, firstDeltaWrittenAtMs: 110.5 },
        { receivedAtMs: 200.2, firstDeltaWrittenAtMs: 210 },
        { receivedAtMs: 300.2, firstDeltaWrittenAtMs: 312 },
      ],
    );
    expect(sides.bothWaysMs['floor']).toEqual([Number.NaN, Number.NaN, Number.NaN, Number.NaN]);
  });
});
