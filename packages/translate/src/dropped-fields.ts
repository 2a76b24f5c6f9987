import type { TranslationWarning } from './translation-warning.js';

/**
 * The client-request fields (JSON pointers) a translation did not send, each once, in the order they were found.
 * `'changing-answer'`: only those whose loss changes the answer (a model with `drop_params: false` refuses these).
 */
export function droppedFields(warnings: readonly TranslationWarning[], which: 'all' | 'changing-answer' = 'all'): string[] {
  const paths = new Set<string>();
  for (const warning of warnings) {
    if (warning.dropped !== true || warning.path === undefined) continue;
    if (which === 'changing-answer' && warning.keepsAnswer === true) continue;
    paths.add(warning.path);
  }
  return [...paths];
}
