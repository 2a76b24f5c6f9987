import { MICROS_PER_CREDIT } from './format-credits.js';

const CREDITS_PATTERN = /^(\d+)(?:\.(\d{1,6}))?$/;

/** A decimal credit amount ("1.5") as integer micro-credits (1_500_000), without floats; null if malformed. */
export function parseCredits(text: string): number | null {
  const match = CREDITS_PATTERN.exec(text.trim());
  if (match === null || match[1] === undefined) return null;
  const micros = BigInt(match[1]) * BigInt(MICROS_PER_CREDIT) + BigInt((match[2] ?? '').padEnd(6, '0') || '0');
  return micros > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(micros);
}
