import { GENERATION_FORMATS, pathOf, twinOf } from '../cases/generation-formats.js';
import type { CaseResult, ConformanceCase, FormatName } from '../types.js';
import type { RunSettings } from './build-case-request.js';
import { findInapplicability, type KnownCapabilities } from './find-inapplicability.js';
import { resultBase, runCase, type RunCaseOptions } from './run-case.js';

export type RunCasesOptions = {
  settings: RunSettings;
  capabilities: KnownCapabilities;
  caseOptions: RunCaseOptions;
  onResult?: (result: CaseResult) => void;
};

export type CasesRun = {
  results: CaseResult[];
  /** The POST formats judged: the declared ones, or those whose minimal request was not answered 404 or 405. */
  formats: FormatName[];
  formatsNote: string;
};

const NOT_SERVED_STATUSES = new Set([404, 405]);

function describeTwin(result: CaseResult): string {
  if (result.outcome === 'fail') return `failed${result.status === undefined ? '' : ` with HTTP ${result.status}`}`;
  return result.reason === undefined ? result.outcome : `${result.outcome}: ${result.reason}`;
}

/**
 * Runs the selected cases in order. A case the target does not claim (a format, the model list, authentication) is
 * not applicable; a negative case whose positive twin does not pass on the same endpoint is not applicable either
 * (a dead endpoint answers 4xx too). Twins and format probes outside the selection run once, unreported.
 */
export async function runCases(cases: readonly ConformanceCase[], everyCase: readonly ConformanceCase[], options: RunCasesOptions): Promise<CasesRun> {
  const { capabilities, settings, caseOptions } = options;
  const detect = capabilities.declaredFormats === undefined;
  const byId = new Map(everyCase.map((testCase) => [testCase.id, testCase]));
  const judged = new Map<string, CaseResult>();
  const unserved = new Map<FormatName, number>();
  const notServed = (testCase: ConformanceCase, format: FormatName, status: number): CaseResult => ({
    ...resultBase(testCase),
    outcome: 'not-applicable',
    reason: `not applicable: the target does not serve POST ${pathOf(format)} (its minimal request was answered ${status}); declare it with --formats to judge it`,
    findings: [],
    durationMs: 0,
  });

  const decide = async (testCase: ConformanceCase): Promise<CaseResult> => {
    const inapplicable = (reason: string): CaseResult => ({ ...resultBase(testCase), outcome: 'not-applicable', reason, findings: [], durationMs: 0 });
    const reason = findInapplicability(testCase, capabilities);
    if (reason !== undefined) return inapplicable(reason);
    const format = testCase.format === 'models' ? undefined : testCase.format;
    if (detect && format !== undefined && testCase.id !== twinOf(format)) {
      const probe = byId.get(twinOf(format));
      if (probe !== undefined) await judge(probe);
      const status = unserved.get(format);
      if (status !== undefined) return notServed(testCase, format, status);
    }
    const twin = testCase.twin === undefined ? undefined : byId.get(testCase.twin);
    if (twin !== undefined) {
      const twinResult = await judge(twin);
      if (twinResult.outcome !== 'pass' && twinResult.outcome !== 'warn') {
        return inapplicable(`not applicable: endpoint unavailable (its positive twin ${twin.id} ${describeTwin(twinResult)})`);
      }
    }
    const result = await runCase(testCase, settings, caseOptions);
    if (detect && format !== undefined && testCase.id === twinOf(format) && result.status !== undefined && NOT_SERVED_STATUSES.has(result.status)) {
      unserved.set(format, result.status);
      return notServed(testCase, format, result.status);
    }
    return result;
  };
  const judge = async (testCase: ConformanceCase): Promise<CaseResult> => {
    const known = judged.get(testCase.id);
    if (known !== undefined) return known;
    const result = await decide(testCase);
    judged.set(testCase.id, result);
    return result;
  };

  const results: CaseResult[] = [];
  for (const testCase of cases) {
    const result = await judge(testCase);
    results.push(result);
    options.onResult?.(result);
  }
  if (!detect) {
    const declared = [...(capabilities.declaredFormats ?? [])];
    return { results, formats: declared, formatsNote: `${declared.join(', ')} (declared)` };
  }
  const probed = GENERATION_FORMATS.filter((format) => judged.has(twinOf(format)));
  const formats = probed.filter((format) => !unserved.has(format));
  const parts = GENERATION_FORMATS.map((format) => {
    const status = unserved.get(format);
    if (status !== undefined) return `${format} not served (${status})`;
    return probed.includes(format) ? `${format} served` : `${format} not probed`;
  });
  return { results, formats, formatsNote: `${parts.join(', ')} (detected from each format's minimal request)` };
}
