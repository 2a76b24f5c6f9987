import type { FetchLike } from '../http/send-request.js';

/** Everything the CLI touches outside itself, injected so tests need no console, files or network. */
export type CliIo = {
  stdout(text: string): void;
  stderr(text: string): void;
  writeFile(path: string, text: string): Promise<void>;
  env: Readonly<Record<string, string | undefined>>;
  fetch?: FetchLike;
  now?: () => number;
  /** Resolves when a long-running command (replay-upstream) should stop; e.g. on SIGINT. */
  waitForShutdown?: () => Promise<void>;
};
