const SECRET_PATTERN = /^(mg-[a-z2-9]{8})-[A-Za-z0-9]{40}$/;

/** The display prefix of a well-formed secret, or null when the string cannot be one of our secrets. */
export function parseTokenSecret(secret: string): { prefix: string } | null {
  const match = SECRET_PATTERN.exec(secret);
  return match?.[1] === undefined ? null : { prefix: match[1] };
}
