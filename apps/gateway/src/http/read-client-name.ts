/** The last user agent read and the name read from it: a client sends the same one on every request. */
let lastUserAgent: string | undefined;
let lastName: string | undefined;

/**
 * The client's name and version from its user agent, for the diagnostic record:
 * `claude-cli/2.1.197 (external, sdk-cli)` → `claude-cli/2.1.197`, `OpenAI/JS 6.49.0` → `OpenAI/JS 6.49.0`.
 * The same header value as the call before gives the name read then, without the patterns.
 */
export function readClientName(userAgent: string | undefined): string | undefined {
  if (userAgent === lastUserAgent) return lastName;
  lastName = readName(userAgent);
  lastUserAgent = userAgent;
  return lastName;
}

function readName(userAgent: string | undefined): string | undefined {
  if (userAgent === undefined || userAgent.trim() === '') return undefined;
  const sdk = /^(\S+\/JS \S+)/.exec(userAgent);
  const name = sdk?.[1] ?? userAgent.trim().split(/\s+/)[0] ?? '';
  return name.slice(0, 100);
}
