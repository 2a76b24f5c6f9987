export type TranslationErrorCode = 'unsupported_feature' | 'invalid_request';

/** Thrown when a request cannot be expressed in the target format at all. The gateway maps `code` to its error table. */
export class TranslationError extends Error {
  readonly code: TranslationErrorCode;
  readonly path?: string;

  constructor(input: { code: TranslationErrorCode; message: string; path?: string; cause?: unknown }) {
    super(input.message, input.cause === undefined ? undefined : { cause: input.cause });
    this.name = 'TranslationError';
    this.code = input.code;
    if (input.path !== undefined) this.path = input.path;
  }
}
