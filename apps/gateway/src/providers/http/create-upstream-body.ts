/** What the body needs of the connection it is read from: undici's DispatchController has these. */
export type BodyFlowControl = { pause(): void; resume(): void; abort(reason: Error): void };

/** An upstream body as it arrives: an async iterable for the reader, and the three calls the HTTP handler makes. */
export type UpstreamBody = AsyncIterable<Uint8Array> & {
  push(chunk: Uint8Array): void;
  end(): void;
  fail(error: Error): void;
};

const HIGH_WATER_BYTES = 64 * 1024;

type Waiting = { resolve(result: IteratorResult<Uint8Array>): void; reject(error: Error): void };

/**
 * The body of an upstream answer, fed by undici's dispatch handler. A read takes everything that waits as one chunk,
 * so what arrived together (often a whole short answer, parsed from one socket read) is handled in one go; a read
 * that finds nothing is woken once the parser is done with the data it has (a microtask), not at its first chunk.
 * The connection is paused while more than 64 KiB wait, and resumed by the next read. A reader that stops early
 * (`break`, `return()`) aborts the upstream request; a failure is thrown once what arrived before it has been read.
 */
export function createUpstreamBody(control: BodyFlowControl): UpstreamBody {
  let queue: Uint8Array[] = [];
  let queuedBytes = 0;
  let paused = false;
  let ended = false;
  let failure: Error | undefined;
  let waiting: Waiting | undefined;
  let wakeScheduled = false;

  const take = (): IteratorResult<Uint8Array> | undefined => {
    const [first] = queue;
    if (first === undefined) return undefined;
    const value = queue.length === 1 ? first : Buffer.concat(queue, queuedBytes);
    queue = [];
    queuedBytes = 0;
    if (paused) {
      paused = false;
      control.resume();
    }
    return { value, done: false };
  };

  const settle = (reader: Waiting): void => {
    const next = take();
    if (next !== undefined) reader.resolve(next);
    else if (failure !== undefined) reader.reject(failure);
    else if (ended) reader.resolve({ value: undefined, done: true });
    else waiting = reader;
  };

  const wake = (): void => {
    wakeScheduled = false;
    const reader = waiting;
    waiting = undefined;
    if (reader !== undefined) settle(reader);
  };

  const scheduleWake = (): void => {
    if (waiting === undefined || wakeScheduled) return;
    wakeScheduled = true;
    queueMicrotask(wake);
  };

  const iterator: AsyncIterator<Uint8Array> = {
    next: () => new Promise((resolve, reject) => settle({ resolve, reject })),
    return() {
      if (!ended && failure === undefined) {
        failure = new Error('The reader stopped before the upstream body ended.');
        control.abort(failure);
      }
      queue = [];
      return Promise.resolve({ value: undefined, done: true });
    },
  };

  return {
    [Symbol.asyncIterator]: () => iterator,
    push(chunk) {
      if (ended || failure !== undefined) return;
      queue.push(chunk);
      queuedBytes += chunk.byteLength;
      if (!paused && queuedBytes > HIGH_WATER_BYTES) {
        paused = true;
        control.pause();
      }
      scheduleWake();
    },
    end() {
      if (ended || failure !== undefined) return;
      ended = true;
      scheduleWake();
    },
    fail(error) {
      if (ended || failure !== undefined) return;
      failure = error;
      scheduleWake();
    },
  };
}
