import { describeValue } from '../formats/describe-value.js';
import type { CheckFunction } from './check-context.js';

/**
 * The client gets the token counts the upstream reported, not just some counts (a stream ending with usage 0/0 still
 * "has usage"): input tokens (cached ones included) and output tokens, streamed or whole.
 */
export const checkUpstreamUsage: CheckFunction = ({ testCase, profile, frames, json }) => {
  const expected = testCase.expectUsage;
  if (expected === undefined) return ['the case names no upstream usage'];
  const actual = testCase.stream === true ? profile.readStreamUsage(frames) : profile.readBodyUsage(json);
  if (actual === undefined) return [`no usage, the upstream reported ${expected.input} input and ${expected.output} output tokens`];
  return actual.input === expected.input && actual.output === expected.output
    ? []
    : [`usage is ${describeValue(actual)}, the upstream reported ${describeValue(expected)}`];
};
