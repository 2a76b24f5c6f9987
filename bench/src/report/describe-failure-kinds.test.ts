import { describe, expect, it } from 'vitest';
import { addFailureKinds, describeFailureKinds } from './describe-failure-kinds.js';

describe('describeFailureKinds', () => {
  it('names every kind with its count, most frequent first', () => {
    expect(describeFailureKinds({ 'socket errors': 32, 'status 429': 34, 'status 503': 0 })).toBe('status 429: 34, socket errors: 32');
  });

  it('is empty when nothing failed', () => {
    expect(describeFailureKinds({})).toBe('');
  });

  it('adds the rounds of a row together', () => {
    const rounds: Record<string, number>[] = [{ 'status 429': 1 }, { 'status 429': 2, 'client timeouts': 1 }];
    const total = rounds.reduce<Record<string, number>>((sum, kinds) => addFailureKinds(sum, kinds), {});
    expect(total).toEqual({ 'status 429': 3, 'client timeouts': 1 });
  });
});
