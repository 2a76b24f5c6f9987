import { describe, expect, it } from 'vitest';
import { createSettlementsInFlight } from './create-settlements-in-flight.js';

const deferred = (): { promise: Promise<string>; resolve(value: string): void; reject(error: Error): void } => {
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

describe('createSettlementsInFlight', () => {
  it('waits for every settlement of a key begun so far, failed ones too, and forgets them once settled', async () => {
    const settlements = createSettlementsInFlight();
    const [first, second, third, other] = [deferred(), deferred(), deferred(), deferred()];
    expect(settlements.settledFor('acc')).toBeUndefined();
    settlements.track('acc', first.promise);
    settlements.track('acc', second.promise);
    settlements.track('acc', third.promise);
    settlements.track('other', other.promise);
    expect(settlements.keys).toBe(2);
    let landed = false;
    void settlements.settledFor('acc')?.then(() => (landed = true));
    second.reject(new Error('store down'));
    first.resolve('led_1');
    await Promise.resolve();
    await Promise.resolve();
    expect(landed).toBe(false);
    third.resolve('led_3');
    await new Promise((resolve) => setImmediate(resolve));
    expect(landed).toBe(true);
    expect(settlements.settledFor('acc')).toBeUndefined();
    expect(settlements.keys).toBe(1);
    other.resolve('led_4');
    await new Promise((resolve) => setImmediate(resolve));
    expect(settlements.keys).toBe(0);
  });

  it('keeps a key while any of its settlements is in flight, whichever settles first', async () => {
    const settlements = createSettlementsInFlight();
    const works = [deferred(), deferred(), deferred()];
    for (const work of works) settlements.track('acc', work.promise);
    // The middle one, then the newest (the list's first), then the oldest.
    for (const index of [1, 2]) {
      works[index]?.resolve('led');
      await new Promise((resolve) => setImmediate(resolve));
      expect(settlements.keys).toBe(1);
    }
    let landed = false;
    void settlements.settledFor('acc')?.then(() => (landed = true));
    works[0]?.resolve('led');
    await new Promise((resolve) => setImmediate(resolve));
    expect(landed).toBe(true);
    expect(settlements.keys).toBe(0);
    expect(settlements.settledFor('acc')).toBeUndefined();
  });
});
