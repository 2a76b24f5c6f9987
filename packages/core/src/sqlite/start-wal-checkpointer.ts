import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export type WalCheckpointer = {
  /** Stops the thread and closes its connection. */
  close(): Promise<void>;
};

export type WalCheckpointerOptions = {
  /** The database file (WAL mode). */
  path: string;
  /** How often the thread checkpoints what the WAL holds. */
  intervalMs: number;
  /** Told if the thread cannot run (its connection does not open, the thread dies): the caller checkpoints itself. */
  onFailed(error: unknown): void;
};

/**
 * The thread's code, CommonJS run with `eval` (a file of its own would not be found when the package runs from its
 * sources): its own connection, a PASSIVE checkpoint on a timer (it waits for no reader or writer, and writers never
 * wait for it), closed when told.
 */
const CHECKPOINTER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // SQLITE_BUSY and the like: the next tick tries again.
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Checkpoints a WAL database from a thread of its own, so that the event loop's connection (with its
 * `wal_autocheckpoint` raised to a safety net) no longer copies the WAL into the file and waits for two fsyncs
 * (3–40 ms on a shared machine) in the middle of a commit.
 */
export function startWalCheckpointer({ path, intervalMs, onFailed }: WalCheckpointerOptions): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(CHECKPOINTER_SOURCE, {
    eval: true,
    workerData: { driver, path, intervalMs },
    resourceLimits: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 8 },
  });
  worker.unref();
  let closing = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.once('error', (error) => {
    if (!closing) onFailed(error);
  });
  return {
    async close() {
      if (closing) return exited;
      closing = true;
      // Unreferenced, the thread would not keep this process alive long enough to close its connection.
      worker.ref();
      worker.postMessage('close');
      return exited;
    },
  };
}
