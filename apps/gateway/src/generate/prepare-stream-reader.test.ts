import { describe, expect, it, vi } from 'vitest';
import type { StreamReader } from './create-stream-reader.js';
import { prepareStreamReader } from './prepare-stream-reader.js';

const nextCheckPhase = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
const fakeReader = (): StreamReader => ({ clientStream: {} as StreamReader['clientStream'], transcript: {} as StreamReader['transcript'] });

describe('prepareStreamReader', () => {
  it('builds the reader in the check phase after it was called (while the upstream works), once', async () => {
    const build = vi.fn(fakeReader);
    const prepared = prepareStreamReader(build);
    expect(build).not.toHaveBeenCalled();
    await nextCheckPhase();
    expect(build).toHaveBeenCalledTimes(1);
    const reader = prepared.take();
    expect(prepared.take()).toBe(reader);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('builds it when the answer asks first, and not again ahead', async () => {
    const build = vi.fn(fakeReader);
    const prepared = prepareStreamReader(build);
    const reader = prepared.take();
    await nextCheckPhase();
    expect(build).toHaveBeenCalledTimes(1);
    expect(prepared.take()).toBe(reader);
  });

  it('leaves a build that throws ahead to take, which throws it where the answer would have', async () => {
    const failure = new Error('no translator for this pair');
    const build = vi.fn((): StreamReader => {
      throw failure;
    });
    const prepared = prepareStreamReader(build);
    await nextCheckPhase();
    expect(build).toHaveBeenCalledTimes(1);
    expect(() => prepared.take()).toThrow(failure);
  });
});
