import { RULES_DOCUMENT } from '../rules/rules-document.js';
import type { ConformanceReport } from '../types.js';

/**
 * The report as pretty JSON (tokens are already redacted in it), led by `explainedIn`: the document in the package
 * that explains every reference a result carries.
 */
export function renderJsonReport(report: ConformanceReport): string {
  return `${JSON.stringify({ explainedIn: RULES_DOCUMENT, ...report }, null, 2)}\n`;
}
