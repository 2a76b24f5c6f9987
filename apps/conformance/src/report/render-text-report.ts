import { SECTION_NAMES, type ConformanceReport } from '../types.js';

const MARKS = { pass: 'PASS', fail: 'FAIL', skipped: 'SKIP' } as const;

/** A plain-text report for a terminal: one line per case, failure details, then totals per section. */
export function renderTextReport(report: ConformanceReport): string {
  const lines = [`ModelGate conformance against ${report.baseUrl} (model: ${report.model ?? 'none found'})`, ''];
  for (const result of report.results) {
    lines.push(`${MARKS[result.outcome]}  ${result.id}  ${result.title}`);
    if (result.outcome === 'skipped') lines.push(`      skipped: ${result.reason ?? ''}`);
    for (const finding of result.findings) lines.push(`      - ${finding}`);
    for (const warning of result.warnings ?? []) lines.push(`      ! ${warning}`);
    if (result.outcome === 'fail' && result.request !== undefined) {
      lines.push(`      request: ${result.request.method} ${result.request.url}`);
      if (result.request.body !== undefined) lines.push(`      body: ${result.request.body}`);
      if (result.responseExcerpt !== undefined) {
        lines.push('      response:', ...result.responseExcerpt.split('\n').map((line) => `        ${line}`));
      }
    }
  }
  lines.push('', 'section          pass  fail  skipped');
  for (const section of SECTION_NAMES) {
    const totals = report.sections[section];
    lines.push(`${section.padEnd(16)} ${String(totals.pass).padStart(4)}  ${String(totals.fail).padStart(4)}  ${String(totals.skipped).padStart(7)}`);
  }
  const { totals } = report;
  lines.push(`${'total'.padEnd(16)} ${String(totals.pass).padStart(4)}  ${String(totals.fail).padStart(4)}  ${String(totals.skipped).padStart(7)}`);
  if (report.warningCount > 0) lines.push(`${report.warningCount} warning(s) (lines with "!"): not failures, but real clients rely on them`);
  lines.push('');
  return lines.join('\n');
}
