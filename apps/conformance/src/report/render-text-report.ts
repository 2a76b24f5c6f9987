import { CASE_OUTCOMES, SECTION_NAMES, type CaseOutcome, type ConformanceReport, type SectionTotals } from '../types.js';
import { RULES_DOCUMENT_NOTE } from '../rules/rules-document.js';
import { renderRequestLines } from './render-request-lines.js';

const MARKS: Readonly<Record<CaseOutcome, string>> = { pass: 'PASS', fail: 'FAIL', warn: 'WARN', skipped: 'SKIP', 'not-applicable': 'N/A ' };
const COLUMNS: Readonly<Record<CaseOutcome, string>> = { pass: 'pass', fail: 'fail', warn: 'warn', skipped: 'skipped', 'not-applicable': 'n/a' };

function totalsLine(name: string, totals: SectionTotals): string {
  return `${name.padEnd(16)}${CASE_OUTCOMES.map((outcome) => String(totals[outcome]).padStart(COLUMNS[outcome].length + 2)).join('')}`;
}

/**
 * A plain-text report for a terminal: the target's profile and the document that explains the references, one line
 * per case with its level and reference, the full request (headers included, tokens redacted) and the start of the
 * response for failures and warnings, then totals per section.
 */
export function renderTextReport(report: ConformanceReport): string {
  const { profile } = report;
  const lines = [
    `ModelGate conformance against ${report.baseUrl} (model: ${report.model ?? 'none found'}; failing at level ${profile.level})`,
    ...profile.notes.map((note) => `  ${note}`),
    RULES_DOCUMENT_NOTE,
    '',
  ];
  for (const result of report.results) {
    lines.push(`${MARKS[result.outcome]}  ${result.id}  ${result.title}`);
    if (result.outcome === 'fail' || result.outcome === 'warn') lines.push(`      level: ${result.level} (${result.reference})`);
    if (result.reason !== undefined) lines.push(`      ${result.outcome === 'skipped' ? 'skipped: ' : ''}${result.reason}`);
    for (const finding of result.findings) lines.push(`      - ${finding}`);
    for (const warning of result.warnings ?? []) lines.push(`      ! ${warning}`);
    if (result.request !== undefined) lines.push('      request:', ...renderRequestLines(result.request).map((line) => `        ${line}`));
    if (result.responseExcerpt !== undefined) {
      lines.push('      response:', ...result.responseExcerpt.split('\n').map((line) => `        ${line}`));
    }
  }
  lines.push('', `${'section'.padEnd(16)}${CASE_OUTCOMES.map((outcome) => `  ${COLUMNS[outcome]}`).join('')}`);
  for (const section of SECTION_NAMES) lines.push(totalsLine(section, report.sections[section]));
  lines.push(totalsLine('total', report.totals));
  if (report.warningCount > 0) lines.push(`${report.warningCount} warning(s) (lines with "!"): above the level this run fails at`);
  lines.push('');
  return lines.join('\n');
}
