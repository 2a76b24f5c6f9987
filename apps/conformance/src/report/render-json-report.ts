import type { ConformanceReport } from '../types.js';

/** The report as pretty JSON (tokens are already redacted in it). */
export function renderJsonReport(report: ConformanceReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
