/** One entry of RULES.md: its label as the document prints it (`SPEC §4 rule 2`) and its anchor (`spec-4-rule-2`). */
export type RuleLabel = { text: string; anchor: string };

/**
 * The labels a reference can carry: `SPEC §4`, `SPEC §4 rule 2`, `SPEC §4 rules 2-3`, `SPEC §7 status 404`,
 * `PROTOCOLS §1`, `PROTOCOLS §8.10`, `PROTOCOLS §1-3`, `PEERS #44`, `PEERS #44-45`.
 */
const LABEL_PATTERN =
  /\b(?:SPEC §(\d+)(?: (?:rules? (\d+)(?:-(\d+))?|status (\d{3}|5xx|none)))?|PROTOCOLS §(\d+)(?:\.(\d+))?(?:-(\d+))?|PEERS #(\d+)(?:-(\d+))?)/g;

/** A section sign or a number sign before a digit: what a label starts with. */
const MARK_PATTERN = /[§#]\d/g;

function numbers(from: string, to: string | undefined): number[] {
  const first = Number(from);
  const last = to === undefined ? first : Number(to);
  return Array.from({ length: Math.max(last - first + 1, 1) }, (_, offset) => first + offset);
}

function expand(match: RegExpExecArray): RuleLabel[] {
  const [, specSection, rule, ruleTo, status, protocolsSection, subsection, protocolsTo, peer, peerTo] = match;
  if (specSection !== undefined) {
    if (rule !== undefined) {
      return numbers(rule, ruleTo).map((each) => ({ text: `SPEC §${specSection} rule ${each}`, anchor: `spec-${specSection}-rule-${each}` }));
    }
    if (status !== undefined) return [{ text: `SPEC §${specSection} status ${status}`, anchor: `spec-${specSection}-status-${status}` }];
    return [{ text: `SPEC §${specSection}`, anchor: `spec-${specSection}` }];
  }
  if (protocolsSection !== undefined) {
    if (subsection !== undefined) {
      return numbers(subsection, protocolsTo).map((each) => ({
        text: `PROTOCOLS §${protocolsSection}.${each}`,
        anchor: `protocols-${protocolsSection}-${each}`,
      }));
    }
    return numbers(protocolsSection, protocolsTo).map((each) => ({ text: `PROTOCOLS §${each}`, anchor: `protocols-${each}` }));
  }
  return numbers(peer ?? '0', peerTo).map((each) => ({ text: `PEERS #${each}`, anchor: `peers-${each}` }));
}

/** Every RULES.md entry a text names, ranges expanded, in order of appearance. */
export function findRuleLabels(text: string): RuleLabel[] {
  return [...text.matchAll(LABEL_PATTERN)].flatMap(expand);
}

/**
 * The places where a text cites something that is no label (a section sign with no SPEC or PROTOCOLS before it, a
 * number sign with no PEERS), each with a little context: a reader could not look those up.
 */
export function findUnlabeledMarks(text: string): string[] {
  const rest = text.replace(LABEL_PATTERN, '');
  return [...rest.matchAll(MARK_PATTERN)].map((match) => rest.slice(Math.max(match.index - 30, 0), match.index + 10));
}
