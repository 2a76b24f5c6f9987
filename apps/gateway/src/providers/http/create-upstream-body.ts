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
  return new QueuedUpstreamBody(control);
}

/**
 * One object per answer, its own iterator, its methods on the prototype: the closures a factory made for each answer
 * (a dozen, and their context) were the largest allocation of the upstream client's path.
 */
class QueuedUpstreamBody implements UpstreamBody, AsyncIterator<Uint8Array> {
  private queue: Uint8Array[] = [];
  private queuedBytes = 0;
  private paused = false;
  private ended = false;
  private failure: Error | undefined = undefined;
  private waiting: Waiting | undefined = undefined;
  private wakeScheduled = false;
  /** The microtask that wakes a waiting read, made once the first time one is scheduled. */
  private wakeTask: (() => void) | undefined = undefined;

  constructor(private readonly control: BodyFlowControl) {}

  [Symbol.asyncIterator](): AsyncIterator<Uint8Array> {
    return this;
  }

  next(): Promise<IteratorResult<Uint8Array>> {
    // What waits, or the end, is handed out at once: no executor and no waiting reader made for it.
    const ready = this.take();
    if (ready !== undefined) return Promise.resolve(ready);
    if (this.failure !== undefined) return Promise.reject(this.failure);
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => this.settle({ resolve, reject }));
  }

  return(): Promise<IteratorResult<Uint8Array>> {
    if (!this.ended && this.failure === undefined) {
      this.failure = new Error('The reader stopped before the upstream body ended.');
      this.control.abort(this.failure);
    }
    this.queue = [];
    return Promise.resolve({ value: undefined, done: true });
  }

  push(chunk: Uint8Array): void {
    if (this.ended || this.failure !== undefined) return;
    this.queue.push(chunk);
    this.queuedBytes += chunk.byteLength;
    if (!this.paused && this.queuedBytes > HIGH_WATER_BYTES) {
      this.paused = true;
      this.control.pause();
    }
    this.scheduleWake();
  }

  end(): void {
    if (this.ended || this.failure !== undefined) return;
    this.ended = true;
    this.scheduleWake();
  }

  fail(error: Error): void {
    if (this.ended || this.failure !== undefined) return;
    this.failure = error;
    this.scheduleWake();
  }

  private take(): IteratorResult<Uint8Array> | undefined {
    const [first] = this.queue;
    if (first === undefined) return undefined;
    const value = this.queue.length === 1 ? first : Buffer.concat(this.queue, this.queuedBytes);
    this.queue = [];
    this.queuedBytes = 0;
    if (this.paused) {
      this.paused = false;
      this.control.resume();
    }
    return { value, done: false };
  }

  private settle(reader: Waiting): void {
    const next = this.take();
    if (next !== undefined) reader.resolve(next);
    else if (this.failure !== undefined) reader.reject(this.failure);
    else if (this.ended) reader.resolve({ value: undefined, done: true });
    else this.waiting = reader;
  }

  private wake(): void {
    this.wakeScheduled = false;
    const reader = this.waiting;
    this.waiting = undefined;
    if (reader !== undefined) this.settle(reader);
  }

  private scheduleWake(): void {
    if (this.waiting === undefined || this.wakeScheduled) return;
    this.wakeScheduled = true;
    this.wakeTask ??= () => this.wake();
    queueMicrotask(this.wakeTask);
  }
}
