import { SECTION_NAMES, type ConformanceCase, type SectionName } from '../types.js';

function parseEntries(list: string | undefined): string[] {
  return (list ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry.length > 0);
}

function matches(testCase: ConformanceCase, entry: string): boolean {
  return (SECTION_NAMES as readonly string[]).includes(entry)
    ? testCase.section === (entry as SectionName)
    : testCase.id === entry || testCase.id.startsWith(entry);
}

function checkEntries(cases: readonly ConformanceCase[], entries: readonly string[], option: string): void {
  for (const entry of entries) {
    if (!cases.some((testCase) => matches(testCase, entry))) {
      const hint = entry.startsWith('cassettes') ? ' (the cassettes section runs only with --cassettes)' : '';
      throw new Error(`${option} ${entry} selects no case${hint}; sections are ${SECTION_NAMES.join(', ')}`);
    }
  }
}

/**
 * Keeps the cases named by `only` and drops those named by `exclude`: comma-separated lists of section names, case
 * IDs, or case ID prefixes (`errors`, `endpoints/minimal-chat`, `authentication/wrong-token`). Throws on an entry
 * that selects nothing.
 */
export function selectCases(cases: readonly ConformanceCase[], only?: string, exclude?: string): ConformanceCase[] {
  const kept = parseEntries(only);
  const dropped = parseEntries(exclude);
  checkEntries(cases, kept, '--only');
  checkEntries(cases, dropped, '--exclude');
  return cases.filter(
    (testCase) =>
      (kept.length === 0 || kept.some((entry) => matches(testCase, entry))) && !dropped.some((entry) => matches(testCase, entry)),
  );
}
