import { isDeepStrictEqual } from 'node:util';
import { describeValue } from '../formats/describe-value.js';
import type { CheckFunction } from './check-context.js';

/** The stream gives a client the expected text, tool calls (name and parsed arguments, in order) and finish. */
export const checkStreamContent: CheckFunction = ({ testCase, profile, frames }) => {
  const expected = testCase.expectStream;
  if (expected === undefined) return [];
  const actual = profile.summarizeStream(frames);
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
