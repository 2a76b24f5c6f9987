import type { WarningSink } from './create-warning-sink.js';
import type { JsonRecord } from './read-json.js';

/**
 * Translation is never silent: every top-level member of the client's body that its format's reader does not carry
 * into the IR (`read`) is reported as dropped, unless it is `null` (unset). `label` names the source format.
 */
export function reportUnreadFields(body: JsonRecord, read: ReadonlySet<string>, label: string, warnings: WarningSink): void {
  for (const key of Object.keys(body)) {
    if (read.has(key) || body[key] === null || body[key] === undefined) continue;
    const pointer = `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    warnings.warn('parameter_dropped', `The ${label} field "${key}" has no equivalent in this model's upstream format and was dropped.`, pointer);
  }
}
