import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tuneV8HeapGrowth } from './tune-v8-heap-growth.js';

function flagsSet(execArgv: string[], nodeOptions?: string): string[] {
  const flags: string[] = [];
  tuneV8HeapGrowth({ setFlags: (flag) => flags.push(flag), execArgv, nodeOptions });
  return flags;
}

describe('tuneV8HeapGrowth', () => {
  it('lets the old generation grow to twice its live size', () => {
    expect(flagsSet([])).toEqual(['--heap-growing-percent=100']);
  });

  it.each([
    [['--heap-growing-percent=50'], undefined],
    [[], '--max-old-space-size=512 --heap_growing_percent=30'],
  ])('leaves a growth the operator sets alone (%j, NODE_OPTIONS %j)', (execArgv, nodeOptions) => {
    expect(flagsSet(execArgv, nodeOptions)).toEqual([]);
  });

  it('sets a flag that this Node\'s V8 knows (setFlagsFromString ignores one it does not)', () => {
    const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
    const [flag] = flagsSet([]);
    expect(options).toContain(`${flag?.split('=')[0]} (`);
  });
});
