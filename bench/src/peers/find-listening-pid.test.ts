import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { findListeningPid, readListeningInodes } from './find-listening-pid.js';

const PROC_NET_TCP = [
  '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
  '   0: 0100007F:10E1 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 48213 1 0000000000000000 100 0 0 10 0',
  '   1: 0100007F:10E1 0100007F:C350 01 00000000:00000000 00:00000000 00000000  1000        0 48999 1 0000000000000000 20 4 30 10 -1',
  '   2: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 51000 1 0000000000000000 100 0 0 10 0',
].join('\n');

describe('readListeningInodes', () => {
  it("keeps the sockets listening (state 0A) on the port, not the port's connections", () => {
    expect(readListeningInodes(PROC_NET_TCP, 4321)).toEqual(['48213']);
    expect(readListeningInodes(PROC_NET_TCP, 8080)).toEqual(['51000']);
    expect(readListeningInodes(PROC_NET_TCP, 9)).toEqual([]);
  });
});

describe('findListeningPid', () => {
  it('finds the process that listens on a port', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      expect(findListeningPid(port)).toBe(process.pid);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
