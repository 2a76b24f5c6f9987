import { isDeepStrictEqual } from 'node:util';
import { describeValue } from '../formats/describe-value.js';
import type { CheckFunction } from './check-context.js';

/** The answer, streamed or whole, gives a client the expected text, tool calls (name and parsed arguments, in order) and finish. */
export const checkExpectedContent: CheckFunction = ({ testCase, profile, frames, json }) => {
  const expected = testCase.expectContent;
  if (expected === undefined) return ['the case names no expected content'];
  const actual = testCase.stream === true ? profile.summarizeStream(frames) : profile.summarizeBody(json);
  const findings: string[] = [];
  if (actual.text !== expected.text) findings.push(`text is ${describeValue(actual.text)}, expected ${describeValue(expected.text)}`);
  if (!isDeepStrictEqual(actual.toolCalls, expected.toolCalls)) {
    findings.push(`tool calls are ${describeValue(actual.toolCalls)}, expected ${describeValue(expected.toolCalls)}`);
  }
  if (expected.finish !== undefined && actual.finish !== expected.finish) {
    findings.push(`finish is ${describeValue(actual.finish)}, expected ${describeValue(expected.finish)}`);
  }
  return findings;
};
