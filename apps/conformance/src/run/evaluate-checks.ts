import type { CheckContext, UpstreamRequest } from '../checks/check-context.js';
import { CHECKS_BY_NAME } from '../checks/checks-by-name.js';
import { FORMAT_PROFILES } from '../formats/format-profiles.js';
import { parseJsonBody } from '../http/parse-json-body.js';
import { parseSseText } from '@modelgate/ir';
import type { CheckName, ConformanceCase, Level, ReceivedResponse } from '../types.js';
import { checkLevel } from './check-levels.js';

/** One finding, `<check>: <what is wrong>`, with the level of the check that produced it. */
export type LeveledFinding = { level: Level; text: string };

/**
 * Runs a case's checks in order, then its advisories, each finding prefixed with its check's name and tagged with
 * its level. When the status is wrong, the other checks would only repeat that, so only `no-token-echo` runs.
 */
export function evaluateChecks(
  testCase: ConformanceCase,
  response: ReceivedResponse,
  model: string,
  tokens: readonly string[],
  upstreamRequests?: readonly UpstreamRequest[],
): LeveledFinding[] {
  const parsed = parseJsonBody(response.bodyText);
  const isEventStream = (response.headers['content-type'] ?? '').includes('text/event-stream');
  const context: CheckContext = {
    testCase,
    response,
    profile: FORMAT_PROFILES[testCase.format],
    json: parsed.ok ? parsed.value : undefined,
    frames: isEventStream || testCase.stream === true ? parseSseText(response.bodyText) : [],
    model,
    tokens,
    ...(upstreamRequests === undefined ? {} : { upstreamRequests }),
  };
  const run = (name: CheckName): LeveledFinding[] =>
    CHECKS_BY_NAME[name](context).map((text) => ({ level: checkLevel(name, testCase), text: `${name}: ${text}` }));
  const statusFindings = testCase.checks.includes('status') ? run('status') : [];
  const findings = [...statusFindings];
  if (response.incomplete !== undefined) findings.push({ level: 'client', text: `body: ${response.incomplete}` });
  if (statusFindings.length > 0) return [...findings, ...(testCase.checks.includes('no-token-echo') ? run('no-token-echo') : [])];
  for (const name of testCase.checks) if (name !== 'status') findings.push(...run(name));
  for (const name of testCase.advisories ?? []) findings.push(...run(name));
  return findings;
}
