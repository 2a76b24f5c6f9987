import { describe, expect, it } from 'vitest';
import { setBounded } from './set-bounded.js';

describe('setBounded', () => {
  it('adds to a map below its limit', () => {
    const map = new Map([['a', 1]]);
    setBounded(map, 'b', 2, 3);
    expect([...map]).toEqual([['a', 1], ['b', 2]]);
  });

  it('empties a full map before a new key, so it never holds more than the limit', () => {
    const map = new Map([['a', 1], ['b', 2]]);
    setBounded(map, 'c', 3, 2);
    expect([...map]).toEqual([['c', 3]]);
  });

  it('replaces a key already held without emptying a full map', () => {
    const map = new Map([['a', 1], ['b', 2]]);
    setBounded(map, 'b', 20, 2);
    expect([...map]).toEqual([['a', 1], ['b', 20]]);
  });
});
