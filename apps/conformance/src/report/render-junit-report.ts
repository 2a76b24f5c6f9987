import { SECTION_NAMES, type CaseResult, type ConformanceReport } from '../types.js';
import { RULES_DOCUMENT, RULES_DOCUMENT_NOTE } from '../rules/rules-document.js';
import { renderRequestLines } from './render-request-lines.js';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these control characters
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
}

function seconds(milliseconds: number): string {
  return (milliseconds / 1000).toFixed(3);
}

function renderDetails(result: CaseResult, lines: readonly string[]): string {
  const all = [...lines, `level: ${result.level} (${result.reference})`, RULES_DOCUMENT_NOTE];
  if (result.request !== undefined) all.push('', ...renderRequestLines(result.request));
  if (result.responseExcerpt !== undefined) all.push('', result.responseExcerpt);
  return all.join('\n');
}

function renderCase(result: CaseResult): string {
  const open = `    <testcase classname="conformance.${result.section}" name="${escapeXml(`${result.id}: ${result.title}`)}" time="${seconds(result.durationMs)}">`;
  const properties = `      <properties><property name="level" value="${result.level}"/><property name="reference" value="${escapeXml(result.reference)}"/><property name="explained-in" value="${RULES_DOCUMENT}"/></properties>`;
  const body = ((): string[] => {
    switch (result.outcome) {
      case 'pass':
        return [];
      case 'warn':
        return [`      <system-out>${escapeXml(renderDetails(result, result.warnings ?? []))}</system-out>`];
      case 'skipped':
      case 'not-applicable':
        return [`      <skipped message="${escapeXml(result.reason ?? '')}"/>`];
      case 'fail': {
        const warnings = result.warnings === undefined ? [] : [`      <system-out>${escapeXml(result.warnings.join('\n'))}</system-out>`];
        return [
          `      <failure message="${escapeXml(`[${result.level}: ${result.reference}] ${result.findings[0] ?? 'failed'}`)}">${escapeXml(renderDetails(result, result.findings))}</failure>`,
          ...warnings,
        ];
      }
      default: {
        const unreachable: never = result.outcome;
        throw new Error(`unknown outcome ${String(unreachable)}`);
      }
    }
  })();
  return [open, properties, ...body, '    </testcase>'].join('\n');
}

/**
 * JUnit XML: one testsuite per section, one testcase per case with its level, its reference and the document that
 * explains it as properties; the findings, that document, the request and the response in failures; not-applicable
 * cases are skipped with their reason, warnings go to system-out.
 */
export function renderJunitReport(report: ConformanceReport): string {
  const suites = SECTION_NAMES.map((section) => {
    const results = report.results.filter((result) => result.section === section);
    const totals = report.sections[section];
    const time = seconds(results.reduce((sum, result) => sum + result.durationMs, 0));
    const skipped = totals.skipped + totals['not-applicable'];
    return [
      `  <testsuite name="${section}" tests="${results.length}" failures="${totals.fail}" skipped="${skipped}" errors="0" time="${time}">`,
      ...results.map(renderCase),
      '  </testsuite>',
    ].join('\n');
  });
  const { totals } = report;
  const tests = report.results.length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="modelgate-conformance" tests="${tests}" failures="${totals.fail}" skipped="${totals.skipped + totals['not-applicable']}" errors="0">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
