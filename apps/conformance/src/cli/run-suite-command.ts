import { parseArgs } from 'node:util';
import { renderJsonReport } from '../report/render-json-report.js';
import { renderJunitReport } from '../report/render-junit-report.js';
import { renderTextReport } from '../report/render-text-report.js';
import { RULES_DOCUMENT_NOTE } from '../rules/rules-document.js';
import { runConformance } from '../run-conformance.js';
import { ALL_CASES } from '../cases/all-cases.js';
import { createCassetteCases } from '../cassettes/create-cassette-cases.js';
import { loadCassettes } from '../cassettes/load-cassettes.js';
import { selectCases } from '../run/select-cases.js';
import type { CliIo } from './cli-io.js';
import { parseAuth, parseFormats, parseHeaders, parseLevel } from './parse-target-options.js';
import { USAGE_TEXT } from './usage-text.js';

/** `modelgate-conformance --base-url … --token …`: runs the suite, prints the report, returns the exit code. */
export async function runSuiteCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'base-url': { type: 'string' },
      token: { type: 'string' },
      model: { type: 'string' },
      'second-token': { type: 'string' },
      only: { type: 'string' },
      exclude: { type: 'string' },
      formats: { type: 'string' },
      auth: { type: 'string' },
      level: { type: 'string' },
      header: { type: 'string', multiple: true },
      report: { type: 'string' },
      'timeout-ms': { type: 'string' },
      cassettes: { type: 'boolean' },
      list: { type: 'boolean' },
      'cassette-model-prefix': { type: 'string' },
    },
    strict: true,
  });
  if (values.list === true) {
    const cassetteCases = values.cassettes === true ? createCassetteCases(await loadCassettes()) : [];
    for (const testCase of selectCases([...ALL_CASES, ...cassetteCases], values.only, values.exclude)) {
      io.stdout(`${testCase.id.padEnd(52)} ${testCase.level.padEnd(9)} ${testCase.title} (${testCase.reference})\n`);
    }
    io.stderr(`${RULES_DOCUMENT_NOTE}\n`);
    return 0;
  }
  const baseUrl = values['base-url'];
  const token = values.token ?? io.env.MODELGATE_TOKEN;
  const auth = parseAuth(values.auth);
  if (baseUrl === undefined || (token === undefined && auth !== 'none')) {
    io.stderr(`--base-url and --token are required (or --auth none for a target without authentication).\n\n${USAGE_TEXT}`);
    return 2;
  }
  const formats = parseFormats(values.formats);
  const level = parseLevel(values.level);
  const headers = parseHeaders(values.header);
  const reportPath = values.report;
  if (reportPath !== undefined && !/\.(json|xml)$/.test(reportPath)) {
    io.stderr('--report must end in .json or .xml\n');
    return 2;
  }
  if (/\/v1\/?$/.test(baseUrl)) {
    io.stderr(`Note: --base-url ends in /v1, but it is the service root and the suite appends /v1/… itself. If every case fails with 404, drop the /v1 (or run: modelgate-conformance doctor).\n`);
  }
  const secondToken = values['second-token'] ?? io.env.MODELGATE_SECOND_TOKEN;
  const cassettes = values.cassettes === true ? await loadCassettes() : undefined;
  let done = 0;
  const report = await runConformance({
    onResult: (result) => {
      done += 1;
      io.stderr(`${String(done).padStart(3)} ${result.outcome.toUpperCase().padEnd(7)} ${result.id}\n`);
    },
    ...(cassettes === undefined ? {} : { cassettes }),
    ...(values['cassette-model-prefix'] === undefined ? {} : { cassetteModelPrefix: values['cassette-model-prefix'] }),
    baseUrl,
    ...(token === undefined || auth === 'none' ? {} : { token }),
    ...(auth === undefined ? {} : { auth }),
    ...(formats === undefined ? {} : { formats }),
    ...(level === undefined ? {} : { level }),
    ...(Object.keys(headers).length === 0 ? {} : { headers }),
    ...(values.exclude === undefined ? {} : { exclude: values.exclude }),
    ...(values.model === undefined ? {} : { model: values.model }),
    ...(secondToken === undefined ? {} : { secondToken }),
    ...(values.only === undefined ? {} : { only: values.only }),
    ...(values['timeout-ms'] === undefined ? {} : { timeoutMs: Number(values['timeout-ms']) }),
    ...(io.fetch === undefined ? {} : { fetch: io.fetch }),
    ...(io.now === undefined ? {} : { now: io.now }),
  });
  io.stdout(renderTextReport(report));
  if (reportPath !== undefined) {
    await io.writeFile(reportPath, reportPath.endsWith('.xml') ? renderJunitReport(report) : renderJsonReport(report));
    io.stdout(`Report written to ${reportPath}\n`);
  }
  const judged = report.totals.pass + report.totals.warn + report.totals.fail;
  if (report.results.length > 0 && judged === 0) {
    io.stderr('Nothing was judged: every selected case was skipped or not applicable. Check --base-url (the service root) and --formats.\n');
    return 1;
  }
  return report.totals.fail > 0 ? 1 : 0;
}
