/** Where a mock answers `GET` with the stamps of the streams it served (`{ "stamps": StreamStamp[] }`). */
export const STREAM_STAMPS_PATH = '/bench/stream-stamps';

/**
 * When the mock had a stream request's whole body, and when its first delta was handed to the socket, in ms of
 * `process.hrtime` (CLOCK_MONOTONIC: comparable between processes on one host).
 */
export type StreamStamp = { receivedAtMs: number; firstDeltaWrittenAtMs: number };

/** The monotonic clock every process of a bench run shares, in ms. */
export function readMonotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

export type StreamStampLog = { record(stamp: StreamStamp): void; list(): StreamStamp[] };

/** The last `capacity` stamps, oldest first. */
export function createStreamStampLog(capacity = 20_000): StreamStampLog {
  const stamps: StreamStamp[] = [];
  return {
    record(stamp) {
      stamps.push(stamp);
      if (stamps.length > capacity) stamps.splice(0, stamps.length - capacity);
    },
    list: () => [...stamps],
  };
}
