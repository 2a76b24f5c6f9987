import type { SentRequest } from '../types.js';

/** The request as lines: method and URL, every header (tokens already redacted), then the body. */
export function renderRequestLines(request: SentRequest): string[] {
  const lines = [`${request.method} ${request.url}`, ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`)];
  if (request.body !== undefined) lines.push('', request.body);
  return lines;
}
