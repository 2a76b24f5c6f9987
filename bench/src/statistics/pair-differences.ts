/** Differences with the reference's sample of the same iteration, where both succeeded (neither is NaN). */
export function pairDifferences(own: readonly number[], reference: readonly number[] | undefined): number[] {
  if (reference === undefined) return [];
  return own.flatMap((value, index) => {
    const partner = reference[index];
    return partner === undefined || Number.isNaN(value) || Number.isNaN(partner) ? [] : [value - partner];
  });
}
