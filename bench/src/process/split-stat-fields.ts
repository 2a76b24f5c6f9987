/**
 * The fields of a /proc `stat` line after its parenthesised command name (which may itself hold spaces and
 * parentheses, so the last `)` ends it): index 0 is the line's field 3 (the state), field N of proc(5) is index N − 3.
 */
export function splitStatFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Where the fields the bench reads sit in `splitStatFields`'s result (proc(5)'s field number less 3). */
export const STAT_FIELD = { parentPid: 1, utime: 11, stime: 12, cutime: 13, cstime: 14, startTime: 19 } as const;

/** utime + stime: the process's (or thread's) own CPU, in clock ticks. */
export function readOwnTicks(fields: readonly string[]): number {
  return Number(fields[STAT_FIELD.utime]) + Number(fields[STAT_FIELD.stime]);
}
