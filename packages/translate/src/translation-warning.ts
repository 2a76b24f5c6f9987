/** A lossy mapping: something in the source that the target cannot carry, reported instead of silently dropped. */
export type TranslationWarning = { code: string; message: string; path?: string };
