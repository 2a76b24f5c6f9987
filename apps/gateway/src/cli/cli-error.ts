/** A failure the CLI reports as one line for people (no stack trace), with exit code 1. */
export class CliError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CliError';
  }
}
