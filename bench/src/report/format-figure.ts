/** A number for a table: fixed digits, `–` for NaN, thousands separated. */
export function formatFigure(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return '–';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function formatRatio(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(2)}×` : '–';
}

export function formatSigned(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return '–';
  return `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;
}
