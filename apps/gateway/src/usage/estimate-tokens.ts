/** A rough, deterministic token estimate (about four characters a token) for admission and count_tokens. */
export function estimateTokens(value: unknown): number {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
  return Math.max(1, Math.ceil(text.length / 4));
}
