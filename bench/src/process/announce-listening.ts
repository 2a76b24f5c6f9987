import type { Server } from 'node:net';

/** The message a forked bench service sends its parent once it listens. */
export type ReadyMessage = { type: 'ready'; port: number };

export function isReadyMessage(message: unknown): message is ReadyMessage {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'ready';
}

/** Listen on a free loopback port and tell the parent which one (over the fork IPC channel). */
export function announceListening(server: Server): void {
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
    const message: ReadyMessage = { type: 'ready', port: address.port };
    process.send?.(message);
  });
  // The parent going away ends the service: no orphans after a crash of the harness.
  process.on('disconnect', () => process.exit(0));
}
