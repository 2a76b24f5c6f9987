import { ANSWER_NEUTRAL_FIELDS } from '../answer-neutral-fields.js';
import type { TranslationWarning } from '../translation-warning.js';

/** Collects lossy-mapping warnings, once per code and path. */
export type WarningSink = { warn(code: string, message: string, path?: string): void; list(): TranslationWarning[] };

/**
 * The codes of warnings that mean "a field the client set was not sent", as opposed to hints the target does without
 * (`cache_control_dropped`: OpenAI caches by itself), history it cannot replay (`reasoning_dropped`: another
 * provider's signed reasoning) or a value changed to fit (`parameter_clamped`).
 */
const DROP_CODES: ReadonlySet<string> = new Set(['parameter_dropped', 'tool_dropped', 'tool_choice_dropped', 'message_dropped', 'content_dropped', 'item_dropped']);

export function createWarningSink(): WarningSink {
  const warnings: TranslationWarning[] = [];
  const seen = new Set<string>();
  return {
    warn(code, message, path) {
      const key = `${code}\u0000${message}`;
      if (seen.has(key)) return;
      seen.add(key);
      const warning: TranslationWarning = path === undefined ? { code, message } : { code, message, path };
      if (path !== undefined && DROP_CODES.has(code)) {
        warning.dropped = true;
        if (ANSWER_NEUTRAL_FIELDS.has(path)) warning.keepsAnswer = true;
      }
      warnings.push(warning);
    },
    list: () => warnings,
  };
}
