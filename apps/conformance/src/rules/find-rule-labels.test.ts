import { describe, expect, it } from 'vitest';
import { findRuleLabels, findUnlabeledMarks } from './find-rule-labels.js';

describe('findRuleLabels', () => {
  it.each([
    ['SPEC §4', ['spec-4']],
    ['SPEC §5 rule 2 (the scheme is Bearer)', ['spec-5-rule-2']],
    ['SPEC §4 rules 2-3, SPEC §7 status 400', ['spec-4-rule-2', 'spec-4-rule-3', 'spec-7-status-400']],
    ['SPEC §7 status 5xx', ['spec-7-status-5xx']],
    ['client: Claude Code 2.1.197 (PROTOCOLS §1.3, captured traffic)', ['protocols-1-3']],
    ['PROTOCOLS §8.10', ['protocols-8-10']],
    ['PROTOCOLS §1-3', ['protocols-1', 'protocols-2', 'protocols-3']],
    ['PEERS #7, PEERS #37', ['peers-7', 'peers-37']],
    ['PEERS #44-45', ['peers-44', 'peers-45']],
    ['a rule of the SPEC, no label', []],
  ])('%s names %j', (text, anchors) => {
    expect(findRuleLabels(text).map((label) => label.anchor)).toEqual(anchors);
  });

  it('spells each label as the document prints it', () => {
    expect(findRuleLabels('SPEC §4 rules 2-3; PEERS #44-45').map((label) => label.text)).toEqual([
      'SPEC §4 rule 2',
      'SPEC §4 rule 3',
      'PEERS #44',
      'PEERS #45',
    ]);
  });
});

describe('findUnlabeledMarks', () => {
  it.each([
    ['SPEC §2 rule 1, §7 rule 1', 1],
    ['PEERS #7, #37', 1],
    ['(litellm #29286)', 1],
    ['docs/PROTOCOLS.md §7', 1],
    ['SPEC §2 rule 1, SPEC §7 rule 1; PEERS #7, PEERS #37', 0],
  ])('%s has %i unlabeled mark(s)', (text, count) => {
    expect(findUnlabeledMarks(text)).toHaveLength(count);
  });
});
