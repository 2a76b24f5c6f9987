import { CASE_OUTCOMES, SECTION_NAMES, type CaseOutcome, type CaseResult, type SectionName, type SectionTotals } from '../types.js';

function emptyTotals(): SectionTotals {
  return Object.fromEntries(CASE_OUTCOMES.map((outcome) => [outcome, 0])) as Record<CaseOutcome, number>;
}

/** Totals over all results and per SPEC section. */
export function summarizeResults(results: readonly CaseResult[]): {
  totals: SectionTotals;
  sections: Record<SectionName, SectionTotals>;
} {
  const sections = Object.fromEntries(SECTION_NAMES.map((name) => [name, emptyTotals()])) as Record<SectionName, SectionTotals>;
  const totals = emptyTotals();
  for (const result of results) {
    sections[result.section][result.outcome] += 1;
    totals[result.outcome] += 1;
  }
  return { totals, sections };
}
