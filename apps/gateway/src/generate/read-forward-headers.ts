import type { IncomingHttpHeaders } from 'node:http';

const FORWARDED = ['anthropic-beta', 'anthropic-version'];

/** Client headers that a same-format upstream must see unchanged. */
export function readForwardHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = headers[name];
    if (value !== undefined) forwarded[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return forwarded;
}
