/** The cost (micro-credits) of a settled ledger entry, for the diagnostic record. */
export function readLedgerCost(entry: unknown): number | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const record = entry as Record<string, unknown>;
  for (const field of ['cost', 'costMicros', 'costMicroCredits', 'amount']) {
    const value = record[field];
    if (typeof value === 'number') return value;
  }
  return undefined;
}
