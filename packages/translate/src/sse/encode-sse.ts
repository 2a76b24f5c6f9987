/** `event: <name>\ndata: <json>\n\n` (Anthropic and Responses framing). */
export function encodeSseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** `data: <json>\n\n` (chat framing, no event line). */
export function encodeSseData(data: unknown): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}
