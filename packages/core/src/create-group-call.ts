export type GroupCall<In, Out> = {
  /** Resolves with `input`'s result once the batch holding it has run (rejects with the batch's error). */
  call(input: In): Promise<Out>;
  /** Resolves when no batch is running or waiting. */
  idle(): Promise<void>;
};

type Waiting<In, Out> = { input: In; resolve(value: Out): void; reject(error: unknown): void };

/**
 * Group commit for a database across the network: with nothing running, the calls of one event-loop turn run together
 * in the next (a burst, such as the answers read in one turn, makes one batch; a lone call waits for nothing but that
 * turn); calls made while a batch runs wait for it and then run together, in one statement and one transaction (one
 * commit, one round trip), at most `maxBatch` at a time. `run` answers one result per input, in order.
 */
export function createGroupCall<In, Out>(run: (inputs: In[]) => Promise<Out[]>, maxBatch: number): GroupCall<In, Out> {
  let waiting: Waiting<In, Out>[] = [];
  let running: Promise<void> | undefined;
  /** A first batch is due in the next turn (nothing was running when its first call came). */
  let scheduled = false;
  let drained: (() => void)[] = [];

  const runNext = (): void => {
    const batch = waiting.slice(0, maxBatch);
    waiting = waiting.slice(batch.length);
    if (batch.length === 0) {
      running = undefined;
      for (const resolve of drained) resolve();
      drained = [];
      return;
    }
    running = run(batch.map((entry) => entry.input)).then(
      (results) => {
        batch.forEach((entry, index) => {
          if (index < results.length) entry.resolve(results[index] as Out);
          else entry.reject(new Error(`the batch answered ${results.length} results for ${batch.length} calls`));
        });
      },
      (error: unknown) => {
        for (const entry of batch) entry.reject(error);
      },
    ).finally(runNext);
  };

  return {
    call(input) {
      return new Promise<Out>((resolve, reject) => {
        waiting.push({ input, resolve, reject });
        if (running !== undefined || scheduled) return;
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (running === undefined) runNext();
        });
      });
    },
    idle() {
      if (running === undefined && !scheduled) return Promise.resolve();
      return new Promise((resolve) => drained.push(resolve));
    },
  };
}
