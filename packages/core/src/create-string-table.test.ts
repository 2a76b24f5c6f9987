import { describe, expect, it } from 'vitest';
import { createStringTable } from './create-string-table.js';

describe('createStringTable', () => {
  it('sets, gets, deletes and counts values by key', () => {
    const table = createStringTable<number>();
    table.set('a', 1);
    table.set('b', 2);
    table.set('a', 3);
    expect(table.size).toBe(2);
    expect(table.get('a')).toBe(3);
    expect(table.delete('a')).toBe(true);
    expect(table.delete('a')).toBe(false);
    expect(table.get('a')).toBeUndefined();
    expect(table.size).toBe(1);
    expect(table.values()).toEqual([2]);
  });

  it('takes any key, those of Object.prototype and index-like ones included', () => {
    const table = createStringTable<string>();
    for (const key of ['__proto__', 'constructor', 'toString', '12', '']) table.set(key, `v${key}`);
    expect(table.size).toBe(5);
    expect(table.get('constructor')).toBe('vconstructor');
    expect(table.get('hasOwnProperty')).toBeUndefined();
    expect(table.values().sort()).toEqual(['v', 'v12', 'v__proto__', 'vconstructor', 'vtoString']);
  });

  it('gives its values as a list the table may change under', () => {
    const table = createStringTable<number>();
    for (let index = 0; index < 100; index += 1) table.set(`res_${index}`, index);
    for (const value of table.values()) if (value % 2 === 0) table.delete(`res_${value}`);
    expect(table.size).toBe(50);
    expect(table.values().every((value) => value % 2 === 1)).toBe(true);
  });
});
