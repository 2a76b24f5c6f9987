import type { UpstreamRequest } from '../checks/check-context.js';
import { sendRequest, type FetchLike } from '../http/send-request.js';
import { excerptResponse } from '../report/excerpt-response.js';
import { redactRequest } from '../report/redact-request.js';
import type { CaseResult, ConformanceCase, Exchange, Level } from '../types.js';
import { buildCaseRequest, makeWrongToken, type RunSettings } from './build-case-request.js';
import { failsAt } from './check-levels.js';
import { evaluateChecks } from './evaluate-checks.js';

export type RunCaseOptions = {
  fetch?: FetchLike;
  timeoutMs?: number;
  now?: () => number;
  upstreamRequests?: readonly UpstreamRequest[];
  /** Findings up to this level fail the case; the others are warnings (default client). */
  level?: Level;
};

/** The fields every result of a case shares. */
export function resultBase(testCase: ConformanceCase): Pick<CaseResult, 'id' | 'title' | 'section' | 'level' | 'reference'> {
  return { id: testCase.id, title: testCase.title, section: testCase.section, level: testCase.level, reference: testCase.reference };
}

/** Sends one case (repeating it when it asks to) and judges the last answer. */
export async function runCase(testCase: ConformanceCase, settings: RunSettings, options: RunCaseOptions = {}): Promise<CaseResult> {
  const now = options.now ?? Date.now;
  const threshold = options.level ?? 'client';
  const started = now();
  const base = resultBase(testCase);
  const built = buildCaseRequest(testCase, settings);
  if (!built.ok) return { ...base, outcome: 'skipped', reason: built.skipReason, findings: [], durationMs: 0 };
  const tokens = [
    ...(settings.token === '' ? [] : [settings.token, makeWrongToken(settings.token)]),
    ...(settings.secondToken === undefined ? [] : [settings.secondToken]),
  ];
  const attempts = testCase.repeatUntilRejected ?? 1;
  let exchange: Exchange | undefined;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    exchange = await sendRequest(built.request, { fetch: options.fetch, timeoutMs: options.timeoutMs });
    if (exchange.response === undefined || exchange.response.status >= 300) break;
  }
  const durationMs = now() - started;
  const request = redactRequest(built.request, tokens);
  if (exchange?.response === undefined) {
    const error = exchange?.networkError ?? { code: 'UNKNOWN', message: 'no request was sent' };
    return { ...base, outcome: 'fail', findings: [`network: ${error.code}: ${error.message}`], request, durationMs };
  }
  const leveled = evaluateChecks(testCase, exchange.response, settings.model ?? '', tokens, options.upstreamRequests);
  // A finding whose level is not the case's says so: `client: error-envelope: …` in a SPEC case.
  const findings = leveled
    .filter((finding) => failsAt(finding.level, threshold))
    .map((finding) => (finding.level === testCase.level ? finding.text : `${finding.level}: ${finding.text}`));
  const warnings = leveled.filter((finding) => !failsAt(finding.level, threshold)).map((finding) => `${finding.level}: ${finding.text}`);
  const warned = warnings.length === 0 ? {} : { warnings };
  const status = exchange.response.status;
  if (findings.length === 0 && warnings.length === 0) return { ...base, outcome: 'pass', status, findings, durationMs };
  const suffix = attempts > 1 ? ` (after up to ${attempts} attempts)` : '';
  return {
    ...base,
    outcome: findings.length > 0 ? 'fail' : 'warn',
    status,
    findings,
    ...warned,
    request,
    responseExcerpt: `${excerptResponse(exchange.response, tokens)}${suffix}`,
    durationMs,
  };
}
