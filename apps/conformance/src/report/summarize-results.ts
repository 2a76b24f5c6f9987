import { SECTION_NAMES, type CaseResult, type SectionName, type SectionTotals } from '../types.js';

/** Totals over all results and per SPEC section. */
export function summarizeResults(results: readonly CaseResult[]): {
  totals: SectionTotals;
  sections: Record<SectionName, SectionTotals>;
} {
  const empty = (): SectionTotals => ({ pass: 0, fail: 0, skipped: 0 });
  const sections = Object.fromEntries(SECTION_NAMES.map((name) => [name, empty()])) as Record<SectionName, SectionTotals>;
  const totals = empty();
  for (const result of results) {
    sections[result.section][result.outcome] += 1;
    totals[result.outcome] += 1;
  }
  return { totals, sections };
}
