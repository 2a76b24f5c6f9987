import { describe, expect, it } from 'vitest';
import { switchToWal } from './switch-to-wal.js';

const busy = (): Error => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

/** A connection whose switch is refused `refusals` times, then succeeds; it counts its tries. */
function refusingConnection(refusals: number, error: () => Error = busy) {
  let tries = 0;
  return {
    get tries() {
      return tries;
    },
    pragma(source: string): unknown {
      expect(source).toBe('journal_mode = WAL');
      tries += 1;
      if (tries <= refusals) throw error();
      return [{ journal_mode: 'wal' }];
    },
  };
}

describe('switchToWal', () => {
  it('switches at once when nothing holds the lock', () => {
    const db = refusingConnection(0);
    switchToWal(db, 1000, () => expect.unreachable('no wait'));
    expect(db.tries).toBe(1);
  });

  it('tries again while another connection holds the lock, and switches once it is free', () => {
    const db = refusingConnection(3);
    const waits: number[] = [];
    switchToWal(db, 1000, (ms) => waits.push(ms));
    expect(db.tries).toBe(4);
    expect(waits).toHaveLength(3);
  });

  it('gives up with the busy error once the timeout has passed', () => {
    const db = refusingConnection(Number.POSITIVE_INFINITY);
    expect(() => switchToWal(db, 30)).toThrow('database is locked');
    expect(db.tries).toBeGreaterThan(1);
  });

  it('does not retry any other error', () => {
    const db = refusingConnection(1, () => Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' }));
    expect(() => switchToWal(db, 1000, () => expect.unreachable('no wait'))).toThrow('disk I/O error');
    expect(db.tries).toBe(1);
  });
});
