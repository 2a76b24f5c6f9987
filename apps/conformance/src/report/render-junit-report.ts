import { SECTION_NAMES, type CaseResult, type ConformanceReport } from '../types.js';

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

function renderFailureText(result: CaseResult): string {
  const lines = [...result.findings];
  if (result.request !== undefined) {
    const { method, url, headers, body } = result.request;
    lines.push('', `${method} ${url}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`));
    if (body !== undefined) lines.push('', body);
  }
  if (result.responseExcerpt !== undefined) lines.push('', result.responseExcerpt);
  return lines.join('\n');
}

function renderCase(result: CaseResult): string {
  const open = `    <testcase classname="conformance.${result.section}" name="${escapeXml(`${result.id}: ${result.title}`)}" time="${seconds(result.durationMs)}"`;
  switch (result.outcome) {
    case 'pass':
      return result.warnings === undefined ? `${open}/>` : `${open}>\n      <system-out>${escapeXml(result.warnings.join('\n'))}</system-out>\n    </testcase>`;
    case 'skipped':
      return `${open}>\n      <skipped message="${escapeXml(result.reason ?? '')}"/>\n    </testcase>`;
    case 'fail':
      return `${open}>\n      <failure message="${escapeXml(result.findings[0] ?? 'failed')}">${escapeXml(renderFailureText(result))}</failure>\n    </testcase>`;
    default: {
      const unreachable: never = result.outcome;
      throw new Error(`unknown outcome ${String(unreachable)}`);
    }
  }
}

/** JUnit XML: one testsuite per SPEC section, one testcase per case, with the request and response in failures. */
export function renderJunitReport(report: ConformanceReport): string {
  const suites = SECTION_NAMES.map((section) => {
    const results = report.results.filter((result) => result.section === section);
    const totals = report.sections[section];
    const time = seconds(results.reduce((sum, result) => sum + result.durationMs, 0));
    return [
      `  <testsuite name="${section}" tests="${results.length}" failures="${totals.fail}" skipped="${totals.skipped}" errors="0" time="${time}">`,
      ...results.map(renderCase),
      '  </testsuite>',
    ].join('\n');
  });
  const { totals } = report;
  const tests = totals.pass + totals.fail + totals.skipped;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="modelgate-conformance" tests="${tests}" failures="${totals.fail}" skipped="${totals.skipped}" errors="0">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
