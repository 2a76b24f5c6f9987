import { SECTION_NAMES, type ConformanceCase, type SectionName } from '../types.js';

/**
 * Keeps the cases named by `only`: a comma-separated list of section names, case IDs, or case ID prefixes
 * (`errors`, `endpoints/minimal-chat`, `authentication/wrong-token`). Throws on an entry that selects nothing.
 */
export function selectCases(cases: readonly ConformanceCase[], only?: string): ConformanceCase[] {
  if (only === undefined || only.trim() === '') return [...cases];
  const entries = only.split(',').map((entry) => entry.trim()).filter((entry) => entry.length > 0);
  const matches = (testCase: ConformanceCase, entry: string): boolean =>
    (SECTION_NAMES as readonly string[]).includes(entry)
      ? testCase.section === (entry as SectionName)
      : testCase.id === entry || testCase.id.startsWith(entry);
  for (const entry of entries) {
    if (!cases.some((testCase) => matches(testCase, entry))) {
      const hint = entry.startsWith('cassettes') ? ' (the cassettes section runs only with --cassettes)' : '';
      throw new Error(`--only ${entry} selects no case${hint}; sections are ${SECTION_NAMES.join(', ')}`);
    }
  }
  return cases.filter((testCase) => entries.some((entry) => matches(testCase, entry)));
}
