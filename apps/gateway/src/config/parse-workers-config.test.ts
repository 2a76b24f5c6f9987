import { describe, expect, it } from 'vitest';
import { ConfigReader } from './config-reader.js';
import type { StoreConfig } from './gateway-config.js';
import { parseWorkersConfig } from './parse-workers-config.js';

const sqlite: StoreConfig = { kind: 'sqlite', path: './data/modelgate.db' };

function parse(workers: unknown, store: StoreConfig = sqlite): { workers: number; problems: string[] } {
  const problems: string[] = [];
  return { workers: parseWorkersConfig(workers === undefined ? {} : { workers }, store, new ConfigReader(problems), () => 6), problems };
}

describe('parseWorkersConfig', () => {
  it.each([
    [undefined, 1],
    [1, 1],
    [2, 2],
    ['3', 3],
    ['auto', 6],
  ])('reads workers: %j as %i', (value, expected) => {
    expect(parse(value)).toEqual({ workers: expected, problems: [] });
  });

  it.each([[0], [1.5], ['many']])('refuses workers: %j', (value) => {
    expect(parse(value).problems).toEqual([expect.stringContaining('server.workers: must be a whole number of at least 1')]);
  });

  it.each([[2], ['auto']])('refuses workers: %j with the memory store, which one process holds', (value) => {
    expect(parse(value, { kind: 'memory' }).problems).toEqual([expect.stringContaining('cannot share the memory store')]);
  });

  it('accepts one worker on the memory store', () => {
    expect(parse(1, { kind: 'memory' })).toEqual({ workers: 1, problems: [] });
  });
});
