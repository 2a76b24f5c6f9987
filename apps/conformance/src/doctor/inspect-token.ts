/** A common way a copied token goes wrong, in plain words, or undefined when it looks fine. */
export function inspectToken(token: string): string | undefined {
  if (token.length === 0) return 'The token is empty. Copy the whole token into the client\'s token setting.';
  if (/^bearer\s/i.test(token.trim())) {
    return 'The token starts with "Bearer ". Give the client only the token: it adds "Authorization: Bearer" itself.';
  }
  if (token !== token.trim()) return 'The token has spaces or a line break at its start or end. Copy it again without them.';
  if (/\s/.test(token)) return 'The token contains spaces or a line break. Copy it again as one piece.';
  if (/^["'].*["']$/.test(token)) return 'The token is wrapped in quotes. Remove them.';
  return undefined;
}
