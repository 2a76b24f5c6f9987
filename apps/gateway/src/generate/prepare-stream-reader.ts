import type { StreamReader } from './create-stream-reader.js';

/** An attempt's stream reader, built ahead while its upstream works, or when its answer asks for it first. */
export type PreparedStreamReader = { take(): StreamReader };

/**
 * Builds an attempt's stream reader in the event loop's check phase after the attempt was sent, not once its answer
 * arrived: the upstream request on a reused connection is written from an immediate queued while it was sent (undici
 * checks the idle socket first), which runs before this one, so the reader is built while the upstream works and
 * takes nothing from the upstream request's way out or from the answer's way back. Called after the attempt is sent.
 * `take` returns it (building it then, when the answer came first). A build that throws ahead is left to `take`,
 * which throws where the answer would have.
 */
export function prepareStreamReader(build: () => StreamReader): PreparedStreamReader {
  let reader: StreamReader | undefined;
  setImmediate(() => {
    try {
      reader ??= build();
    } catch {
      // Built again, and thrown, by `take`.
    }
  });
  return { take: () => (reader ??= build()) };
}
