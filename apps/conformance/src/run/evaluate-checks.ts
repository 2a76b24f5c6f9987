import type { CheckContext, UpstreamRequest } from '../checks/check-context.js';
import { CHECKS_BY_NAME } from '../checks/checks-by-name.js';
import { FORMAT_PROFILES } from '../formats/format-profiles.js';
import { parseJsonBody } from '../http/parse-json-body.js';
import { parseSseFrames } from '../sse/parse-sse-frames.js';
import type { ConformanceCase, ReceivedResponse } from '../types.js';

/**
 * Runs a case's checks in order, each finding prefixed with its check's name, then its advisories, whose findings
 * are warnings. When the status is wrong, the other checks would only repeat that, so only `no-token-echo` runs.
 */
export function evaluateChecks(
  testCase: ConformanceCase,
  response: ReceivedResponse,
  model: string,
  tokens: readonly string[],
  upstreamRequests?: readonly UpstreamRequest[],
): { findings: string[]; warnings: string[] } {
  const parsed = parseJsonBody(response.bodyText);
  const isEventStream = (response.headers['content-type'] ?? '').includes('text/event-stream');
  const context: CheckContext = {
    testCase,
    response,
    profile: FORMAT_PROFILES[testCase.format],
    json: parsed.ok ? parsed.value : undefined,
    frames: isEventStream || testCase.stream === true ? parseSseFrames(response.bodyText) : [],
    model,
    tokens,
    ...(upstreamRequests === undefined ? {} : { upstreamRequests }),
  };
  const statusFindings = testCase.checks.includes('status') ? CHECKS_BY_NAME.status(context) : [];
  const names = statusFindings.length > 0
    ? testCase.checks.filter((name) => name === 'no-token-echo')
    : testCase.checks.filter((name) => name !== 'status');
  const findings = statusFindings.map((finding) => `status: ${finding}`);
  if (response.incomplete !== undefined) findings.push(`body: ${response.incomplete}`);
  for (const name of names) {
    for (const finding of CHECKS_BY_NAME[name](context)) findings.push(`${name}: ${finding}`);
  }
  const warnings = statusFindings.length > 0
    ? []
    : (testCase.advisories ?? []).flatMap((name) => CHECKS_BY_NAME[name](context).map((finding) => `${name}: ${finding}`));
  return { findings, warnings };
}
