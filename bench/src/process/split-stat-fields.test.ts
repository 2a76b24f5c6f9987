import { describe, expect, it } from 'vitest';
import { readOwnTicks, splitStatFields, STAT_FIELD } from './split-stat-fields.js';

// A real line's shape (proc(5)): pid, (comm), state, ppid, … utime (14), stime (15), cutime (16), cstime (17), … starttime (22).
const LINE = '4242 (node (my) app) S 17 4242 4242 0 -1 4194560 900 0 0 0 31 7 2 3 20 0 11 0 5150 0 0';

describe('splitStatFields', () => {
  it('splits after the last parenthesis, so a command name with spaces and parentheses does not shift the fields', () => {
    const fields = splitStatFields(LINE);
    expect(fields[0]).toBe('S');
    expect(fields[STAT_FIELD.parentPid]).toBe('17');
    expect(readOwnTicks(fields)).toBe(31 + 7);
    expect([fields[STAT_FIELD.cutime], fields[STAT_FIELD.cstime]]).toEqual(['2', '3']);
    expect(fields[STAT_FIELD.startTime]).toBe('5150');
  });
});
