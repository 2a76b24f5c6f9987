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
  it('runs a lone call at once, and the calls made meanwhile together in the next batch, each with its own result', async () => {
    const { batches, run, finish } = createControlledRun();
    const group = createGroupCall(run, 100);
    const first = group.call(1);
    expect(batches).toEqual([[1]]);
    const waiting = [group.call(2), group.call(3), group.call(4)];
    expect(batches).toHaveLength(1);
    await finish();
    expect(await first).toBe(10);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    await finish();
    expect(await Promise.all(waiting)).toEqual([20, 30, 40]);
    await group.idle();
  });

  it('caps a batch, and rejects every call of a batch that fails, and only those', async () => {
    const { batches, run, finish } = createControlledRun();
    const group = createGroupCall(run, 2);
    const calls = [1, 2, 3, 4].map((input) => group.call(input).then((value) => value, (error: unknown) => (error as Error).message));
    await finish();
    await finish(new Error('deadlock detected'));
    await finish();
    expect(batches).toEqual([[1], [2, 3], [4]]);
    expect(await Promise.all(calls)).toEqual([10, 'deadlock detected', 'deadlock detected', 40]);
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
