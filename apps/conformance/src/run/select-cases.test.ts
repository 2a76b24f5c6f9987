import { describe, expect, it } from 'vitest';
import { ALL_CASES } from '../cases/all-cases.js';
import { selectCases } from './select-cases.js';

describe('selectCases', () => {
  it('keeps every case without a selection', () => {
    expect(selectCases(ALL_CASES)).toHaveLength(ALL_CASES.length);
  });

  it('selects by section, exact id and id prefix, in suite order', () => {
    const ids = selectCases(ALL_CASES, 'limits, models/list,errors/invalid-json').map((testCase) => testCase.id);
    expect(ids).toEqual([
      'models/list',
      'models/list-for-anthropic-clients',
      'errors/invalid-json-chat',
      'errors/invalid-json-responses',
      'errors/invalid-json-messages',
      'limits/second-token-chat',
      'limits/second-token-responses',
      'limits/second-token-messages',
    ]);
  });

  it('refuses an entry that selects nothing', () => {
    expect(() => selectCases(ALL_CASES, 'errors,nope')).toThrow('--only nope selects no case');
    expect(() => selectCases(ALL_CASES, 'cassettes')).toThrow('--only cassettes selects no case (the cassettes section runs only with --cassettes)');
  });

  it('gives every case a unique id that starts with its section', () => {
    const ids = ALL_CASES.map((testCase) => testCase.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const testCase of ALL_CASES) expect(testCase.id.startsWith(`${testCase.section}/`)).toBe(true);
  });
});
