/** A positive integer field, or undefined when missing or not a positive integer. */
export function readPositiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}
