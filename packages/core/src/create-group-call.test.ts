import { describe, expect, it } from 'vitest';
import { createGroupCall } from './create-group-call.js';

/** A batch runner whose batches finish when the test says, recording what each batch held. */
function createControlledRun() {
  const batches: number[][] = [];
  const finishers: ((error?: Error) => void)[] = [];
  const run = (inputs: number[]): Promise<number[]> => {
    batches.push(inputs);
    return new Promise((resolve, reject) => {
      finishers.push((error) => (error === undefined ? resolve(inputs.map((input) => input * 10)) : reject(error)));
    });
  };
  const finish = async (error?: Error): Promise<void> => {
    finishers.shift()?.(error);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { batches, run, finish };
}

describe('createGroupCall', () => {
  it('runs the calls of one event-loop turn together, and the calls made meanwhile together in the next batch', async () => {
    const { batches, run, finish } = createControlledRun();
    const group = createGroupCall(run, 100);
    const first = [group.call(1), group.call(2)];
    // A burst (answers read in one turn) goes in one batch, not the first call alone and the rest a round trip later.
    expect(batches).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1, 2]]);
    const waiting = [group.call(3), group.call(4), group.call(5)];
    expect(batches).toHaveLength(1);
    await finish();
    expect(await Promise.all(first)).toEqual([10, 20]);
    expect(batches).toEqual([[1, 2], [3, 4, 5]]);
    await finish();
    expect(await Promise.all(waiting)).toEqual([30, 40, 50]);
    await group.idle();
  });

  it('runs a lone call in the next turn, without waiting for more', async () => {
    const { batches, run, finish } = createControlledRun();
    const group = createGroupCall(run, 100);
    const lone = group.call(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1]]);
    await finish();
    expect(await lone).toBe(10);
    await group.idle();
  });

  it('caps a batch, and rejects every call of a batch that fails, and only those', async () => {
    const { batches, run, finish } = createControlledRun();
    const group = createGroupCall(run, 2);
    const calls = [1, 2, 3, 4].map((input) => group.call(input).then((value) => value, (error: unknown) => (error as Error).message));
    await new Promise((resolve) => setImmediate(resolve));
    await finish(new Error('deadlock detected'));
    await finish();
    expect(batches).toEqual([[1, 2], [3, 4]]);
    expect(await Promise.all(calls)).toEqual(['deadlock detected', 'deadlock detected', 30, 40]);
  });

  it('says when nothing is running or waiting', async () => {
    const { run, finish } = createControlledRun();
    const group = createGroupCall(run, 10);
    void group.call(1);
    void group.call(2);
    let idle = false;
    const idling = group.idle().then(() => (idle = true));
    await finish();
    expect(idle).toBe(false);
    await finish();
    await idling;
    expect(idle).toBe(true);
  });
});
