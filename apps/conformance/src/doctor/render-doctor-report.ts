import { RULES_DOCUMENT } from '../rules/rules-document.js';
import type { DoctorReport } from './doctor-types.js';

/** The doctor's findings for a terminal, ending with the SPEC §7 rule 3 record, ready to paste. */
export function renderDoctorReport(report: DoctorReport): string {
  const lines = ['ModelGate doctor', ''];
  for (const step of report.steps) lines.push(`  ${step.ok ? 'ok  ' : 'FAIL'}  ${step.layer.padEnd(10)}  ${step.summary}`);
  lines.push('');
  if (report.ok) lines.push('Every layer works.');
  else lines.push(`Broken layer: ${report.brokenLayer ?? 'unknown'}`, `What to do: ${report.remedy ?? ''}`);
  const { record } = report;
  const { settings } = record;
  lines.push(
    '',
    `Diagnosis record (SPEC §7 rule 3 in ${RULES_DOCUMENT}; the token is redacted, safe to paste):`,
    `  time:        ${record.time}`,
    `  method:      ${record.method}`,
    `  path:        ${record.path}`,
    `  status:      ${record.status ?? 'none (no HTTP answer)'}`,
    `  request id:  ${record.requestId ?? 'none'}`,
    `  client:      ${record.clientName}`,
    `  settings:    base address ${settings.baseUrl}; format ${settings.format}; model ${settings.model ?? 'none'}; endpoint ${settings.endpoint ?? 'not set'}; token ${settings.token}`,
    '',
  );
  return lines.join('\n');
}
