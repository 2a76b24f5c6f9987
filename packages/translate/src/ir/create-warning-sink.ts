import type { TranslationWarning } from '../translation-warning.js';

/** Collects lossy-mapping warnings, once per code and path. */
export type WarningSink = { warn(code: string, message: string, path?: string): void; list(): TranslationWarning[] };

export function createWarningSink(): WarningSink {
  const warnings: TranslationWarning[] = [];
  const seen = new Set<string>();
  return {
    warn(code, message, path) {
      const key = `${code}\u0000${message}`;
      if (seen.has(key)) return;
      seen.add(key);
      warnings.push(path === undefined ? { code, message } : { code, message, path });
    },
    list: () => warnings,
  };
}
