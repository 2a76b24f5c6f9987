export const MICROS_PER_CREDIT = 1_000_000;

/** Micro-credits as a decimal credit string: 1_500_000 → "1.5", 1 → "0.000001". */
export function formatCredits(micros: number): string {
  const sign = micros < 0 ? '-' : '';
  const absolute = Math.abs(micros);
  const whole = Math.floor(absolute / MICROS_PER_CREDIT);
  const fraction = String(absolute % MICROS_PER_CREDIT).padStart(6, '0').replace(/0+$/, '');
  return `${sign}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}
