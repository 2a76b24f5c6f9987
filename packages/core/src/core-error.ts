export type CoreErrorCode = 'not_found' | 'invalid_input' | 'conflict' | 'too_large';

/** Thrown by administrative operations on bad input; the caller maps the code to its own error table. */
export class CoreError extends Error {
  readonly code: CoreErrorCode;

  constructor({ code, message, cause }: { code: CoreErrorCode; message: string; cause?: unknown }) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'CoreError';
    this.code = code;
  }
}
