import type { TranslationWarning } from './translation-warning.js';

/** The client-request fields (JSON pointers) a translation did not send, each once, in the order they were found. */
export function droppedFields(warnings: readonly TranslationWarning[]): string[] {
  const paths = new Set<string>();
  for (const warning of warnings) if (warning.dropped === true && warning.path !== undefined) paths.add(warning.path);
  return [...paths];
}
