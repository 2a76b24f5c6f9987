import type { CheckFunction } from './check-context.js';

/**
 * The answer carries only kinds of content the upstream sent (text aside, which `expected-content` judges): no
 * invented hosted-tool blocks, annotations or thinking.
 */
export const checkBlockTypes: CheckFunction = ({ testCase, profile, frames, json }) => {
  const allowed = new Set(testCase.expectKinds ?? []);
  const actual = testCase.stream === true ? profile.readStreamKinds(frames) : profile.readBodyKinds(json);
  const invented = actual.filter((kind) => kind !== 'text' && !allowed.has(kind));
  return invented.length === 0
    ? []
    : [`the answer carries ${invented.join(', ')}, which the upstream never sent (it sent ${[...allowed].join(', ') || 'nothing'})`];
};
