import { pino } from 'pino';

export type LogDestination = ReturnType<typeof pino.destination>;

/**
 * Where the diagnostic log goes (stdout unless told otherwise): written asynchronously and held until 32 KiB are
 * waiting (the caller flushes it every second and when it closes), not one write per request. Each asynchronous write
 * costs about seven system calls besides the write itself (waking a thread of libuv's pool, its locks, the completion
 * woken back into the event loop), so under load a write every ~50 request lines instead of every ~7–20 saves ~0.3
 * system calls a request; at under 32 KiB a second the one-second flush writes as before, so a line still waits at
 * most a second. Up to 64 KiB go in one write (sonic-boom's default is 16 KiB). Lines are held as
 * UTF-8 Buffers, not as one growing string: holding text, the buffer measures the UTF-8 length of everything it holds
 * on every line, which under load meant copying up to 16 KiB of earlier lines per request (most of the gateway's own
 * allocation per request). The bytes written are the same.
 */
export function createLogDestination(dest: number | string = 1): LogDestination {
  const destination = pino.destination({ dest, sync: false, minLength: 32 * 1024, maxWrite: 64 * 1024, contentMode: 'buffer' });
  const writeBuffer = destination.write;
  // pino writes strings; a destination holding Buffers takes only Buffers.
  destination.write = (line: string | Buffer) => writeBuffer.call(destination, (typeof line === 'string' ? Buffer.from(line, 'utf8') : line) as unknown as string);
  return destination;
}

/**
 * Writes everything the destination holds, in order, before returning (at shutdown). A bare `flushSync` writes what is
 * held at once even while an asynchronous write is still in the thread pool: on a busy machine the later lines landed
 * first and the earlier ones were lost when the process exited. So: wait for the write in flight and what follows it
 * (`flush` calls back on drain; its fsync error on a pipe or terminal is not a lost line), at most `waitMs`, then write
 * synchronously whatever is left.
 */
export async function flushLogDestination(destination: LogDestination, waitMs = 2_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
    timer.unref();
    destination.flush(() => resolve());
  });
  clearTimeout(timer);
  destination.flushSync();
}
