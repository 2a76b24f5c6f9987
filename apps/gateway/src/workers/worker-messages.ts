/** What a worker tells the primary process over the cluster's IPC channel. */
export type WorkerMessage =
  | { type: 'modelgate:listening'; url: string }
  /** A reload (`id` of the primary's request) applied, with what it could not apply. */
  | { type: 'modelgate:reloaded'; id: number; notes: string[] }
  | { type: 'modelgate:reload-failed'; id: number; message: string }
  | { type: 'modelgate:scrape'; id: number };

/** What the primary process tells a worker. */
export type PrimaryMessage =
  /** SIGHUP reached the primary, which read the file and found it valid: apply it. */
  | { type: 'modelgate:reload'; id: number }
  /** Drain: stop accepting, let running requests finish for server.shutdown_grace_s, then exit. */
  | { type: 'modelgate:stop' }
  /** A second signal reached the primary: end the grace period now. */
  | { type: 'modelgate:cut' }
  | { type: 'modelgate:scraped'; id: number; text: string }
  | { type: 'modelgate:scrape-failed'; id: number; message: string };

const WORKER_TYPES: readonly string[] = ['modelgate:listening', 'modelgate:reloaded', 'modelgate:reload-failed', 'modelgate:scrape'];
const PRIMARY_TYPES: readonly string[] = ['modelgate:reload', 'modelgate:stop', 'modelgate:cut', 'modelgate:scraped', 'modelgate:scrape-failed'];

function typeOf(message: unknown): unknown {
  return typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : undefined;
}

/** The channel also carries Node's and prom-client's own messages: only ours are read. */
export function isWorkerMessage(message: unknown): message is WorkerMessage {
  return WORKER_TYPES.includes(String(typeOf(message)));
}

export function isPrimaryMessage(message: unknown): message is PrimaryMessage {
  return PRIMARY_TYPES.includes(String(typeOf(message)));
}
