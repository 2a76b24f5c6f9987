import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const LISTEN_STATE = '0A';

/** The inodes of the sockets listening on `port` in a `/proc/net/tcp` or `/proc/net/tcp6` table. */
export function readListeningInodes(table: string, port: number): string[] {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  return table
    .split('\n')
    .slice(1)
    .flatMap((line) => {
      const fields = line.trim().split(/\s+/);
      const local = fields[1] ?? '';
      return local.endsWith(`:${portHex}`) && fields[3] === LISTEN_STATE && fields[9] !== undefined ? [fields[9]] : [];
    });
}

function readTable(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function listSocketLinks(pid: string): string[] {
  try {
    return readdirSync(`/proc/${pid}/fd`).map((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        return '';
      }
    });
  } catch {
    return [];
  }
}

/**
 * The process listening on `port` on this host (Linux `/proc`; only processes this user may read), or undefined:
 * the process that serves a peer's requests, which need not be the one the bench started (a launcher may fork it).
 */
export function findListeningPid(port: number): number | undefined {
  const inodes = new Set([...readListeningInodes(readTable('/proc/net/tcp'), port), ...readListeningInodes(readTable('/proc/net/tcp6'), port)]);
  if (inodes.size === 0) return undefined;
  const links = new Set([...inodes].map((inode) => `socket:[${inode}]`));
  const pid = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .find((entry) => listSocketLinks(entry).some((link) => links.has(link)));
  return pid === undefined ? undefined : Number(pid);
}
