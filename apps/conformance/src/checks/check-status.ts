import type { CheckFunction } from './check-context.js';

function statusMatches(status: number, expected: number): boolean {
  return expected < 10 ? Math.floor(status / 100) === expected : status === expected;
}

function describeExpected(expected: readonly number[]): string {
  return expected.map((value) => (value < 10 ? `${value}xx` : String(value))).join(' or ');
}

/** The status is one of the case's accepted statuses (a single digit accepts the whole class). */
export const checkStatus: CheckFunction = ({ testCase, response }) =>
  testCase.expectStatus.some((expected) => statusMatches(response.status, expected))
    ? []
    : [`status ${response.status}, expected ${describeExpected(testCase.expectStatus)}`];
