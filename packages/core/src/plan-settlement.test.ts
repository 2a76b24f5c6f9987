import { describe, expect, it } from 'vitest';
import { planSettlement } from './plan-settlement.js';

const base = { hold: 100, ratedCost: 60, balance: 1_000, reserved: 100, quota: { limit: 500, spent: 0, reserved: 100 } };

describe('planSettlement', () => {
  it.each([
    ['a cost within the hold is charged in full', base, 60],
    ['a cost above the hold takes what the balance has left', { ...base, ratedCost: 300, balance: 250 }, 250],
    ['…and what the quota has left', { ...base, ratedCost: 300, quota: { limit: 180, spent: 0, reserved: 100 } }, 180],
    ['other holds are not touched', { ...base, ratedCost: 300, balance: 400, reserved: 350 }, 150],
    ['no quota means only the balance caps', { ...base, ratedCost: 300, quota: null }, 300],
    ['a late settlement with nothing held takes only what both have free', { ...base, hold: 0, reserved: 0, ratedCost: 2_000 }, 400],
    ['nothing free, nothing held, nothing charged', { ...base, hold: 0, reserved: 1_000, ratedCost: 10 }, 0],
  ])('%s', (_case, snapshot, expected) => {
    expect(planSettlement(snapshot)).toBe(expected);
  });
});
