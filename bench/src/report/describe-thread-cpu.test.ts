import { describe, expect, it } from 'vitest';
import { describeThreadCpu } from './describe-thread-cpu.js';

describe('describeThreadCpu', () => {
  it('names each kind of thread with its whole µs per request', () => {
    expect(describeThreadCpu({ main: 120.4, v8Workers: 35.6, libuvPool: 0, other: 1.2 })).toBe('threads µs/req: main 120, V8 workers 36, libuv pool 0, other 1');
  });
});
