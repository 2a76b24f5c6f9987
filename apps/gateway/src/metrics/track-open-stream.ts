import type { ServerResponse } from 'node:http';
import type { GatewayMetrics } from './create-gateway-metrics.js';

/** Counts a client stream as open from its first byte until its response closes (whole, broken off, or left). */
export function trackOpenStream(metrics: GatewayMetrics, response: ServerResponse): void {
  // A response already closed sends no more 'close'.
  if (response.closed) return;
  metrics.streamOpened();
  response.once('close', () => metrics.streamClosed());
}
