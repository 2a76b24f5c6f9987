/**
 * The client's name and version from its user agent, for the diagnostic record:
 * `claude-cli/2.1.197 (external, sdk-cli)` → `claude-cli/2.1.197`, `OpenAI/JS 6.49.0` → `OpenAI/JS 6.49.0`.
 */
export function readClientName(userAgent: string | undefined): string | undefined {
  if (userAgent === undefined || userAgent.trim() === '') return undefined;
  const sdk = /^(\S+\/JS \S+)/.exec(userAgent);
  const name = sdk?.[1] ?? userAgent.trim().split(/\s+/)[0] ?? '';
  return name.slice(0, 100);
}
