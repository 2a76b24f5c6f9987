/** Replaces every occurrence of each token with a marker that keeps only its first four characters. */
export function redactTokens(text: string, tokens: readonly string[]): string {
  let result = text;
  for (const token of tokens) {
    if (token.length === 0) continue;
    const marker = token.length >= 12 ? `${token.slice(0, 4)}…[redacted]` : '[redacted]';
    result = result.split(token).join(marker);
    const encoded = encodeURIComponent(token);
    if (encoded !== token) result = result.split(encoded).join(marker);
  }
  return result;
}
