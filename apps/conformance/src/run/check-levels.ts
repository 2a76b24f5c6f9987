import type { CheckName, ConformanceCase, Level } from '../types.js';

/** The order of the levels: a run at level L fails on findings whose level ranks at most L. */
export function levelRank(level: Level): number {
  return level === 'spec' ? 0 : level === 'client' ? 1 : 2;
}

/** Whether findings of `level` fail a run at `threshold`. */
export function failsAt(level: Level, threshold: Level): boolean {
  return levelRank(level) <= levelRank(threshold);
}

const FIXED_LEVELS: Readonly<Record<Exclude<CheckName, 'status' | 'content'>, Level>> = {
  // The SPEC leaves the body shape of errors, streams and of /v1/responses and /v1/messages open ("not shown"):
  // what is checked there is what the formats' official clients parse.
  'content-type': 'client',
  schema: 'client',
  'error-envelope': 'client',
  'stream-event-lines': 'client',
  'stream-order': 'client',
  'stream-terminal': 'client',
  'expected-content': 'client',
  'stream-usage': 'client',
  'stream-error-signal': 'client',
  'upstream-usage': 'client',
  'block-types': 'client',
  // SPEC §2 rule 1, SPEC §5 rule 1 and SPEC §7 rule 3.
  'model-listed': 'spec',
  'no-token-echo': 'spec',
  'upstream-request': 'spec',
  // SPEC §7 leaves the name and place of the request ID open; retry hints are not in the SPEC at all.
  'request-id': 'advisory',
  'retry-hints': 'advisory',
};

/** Checks that judge a leaked token: a SPEC rule (SPEC §5 rule 1) in every case, advisory or not. */
const ALWAYS_SPEC: ReadonlySet<CheckName> = new Set(['no-token-echo', 'upstream-request']);

/**
 * The level of a check's findings in a case: `status` has the case's own level; `content` is a SPEC rule where the
 * SPEC names the field (`choices` of chat, `data[].id` of the model list, SPEC §2 and SPEC §4) and a client need elsewhere.
 * No check is stricter than its case (an advisory case only advises), except the token checks.
 */
export function checkLevel(name: CheckName, testCase: ConformanceCase): Level {
  if (ALWAYS_SPEC.has(name)) return 'spec';
  let level: Level;
  if (name === 'status') level = testCase.level;
  else if (name === 'content') level = testCase.format === 'chat' || testCase.format === 'models' ? 'spec' : 'client';
  else level = FIXED_LEVELS[name];
  return levelRank(level) >= levelRank(testCase.level) ? level : testCase.level;
}
