/** Wrong usage (an unknown command or option, an option without its value): one line and a hint, exit code 2. */
export class CliUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliUsageError';
  }
}
