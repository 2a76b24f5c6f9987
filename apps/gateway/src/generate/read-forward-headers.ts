import type { Request } from 'express';

const FORWARDED = ['anthropic-beta', 'anthropic-version'];

/** Client headers that a same-format upstream must see unchanged. */
export function readForwardHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.get(name);
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}
