/** Where the CLI writes: results to `out` (stdout), messages for people to `err` (stderr). */
export type CliIo = {
  out(text: string): void;
  err(text: string): void;
  env: Record<string, string | undefined>;
  cwd: string;
  /** stdout is a terminal (a person reads it), not a pipe or a log. */
  interactive?: boolean;
};
