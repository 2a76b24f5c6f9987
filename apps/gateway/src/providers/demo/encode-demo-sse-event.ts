/** One SSE message as an upstream would write it: an optional `event:` line and one `data:` line. */
export function encodeDemoSseEvent(event: string | undefined, data: unknown): string {
  const json = typeof data === 'string' ? data : JSON.stringify(data);
  return `${event === undefined ? '' : `event: ${event}\n`}data: ${json}\n\n`;
}
