/** A raw SSE message from the upstream, or the end of the upstream. */
export type SseInput = { type: 'message'; event?: string; data: string } | { type: 'end' };
