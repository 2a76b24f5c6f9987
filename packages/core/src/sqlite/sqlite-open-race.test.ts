import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../test/scripts/open-sqlite-store.ts', import.meta.url));
const packageRoot = fileURLToPath(new URL('../..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'modelgate-core-open-race-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** One child process opening the store on `path` at `startAt`: what it printed ("opened" or the error's code). */
function openInChild(path: string, startAt: number): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify({ path, startAt })], {
    cwd: packageRoot, stdio: ['ignore', 'pipe', 'inherit'], timeout: 60_000,
  });
  let printed = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    printed += text;
  });
  return new Promise((resolve) => child.on('exit', () => resolve(printed.trim())));
}

describe('several processes opening one new SQLite file at once (server.workers, instances started together)', () => {
  it('all open it: the switch to WAL waits for the others instead of failing with SQLITE_BUSY', async () => {
    const outcomes: string[] = [];
    // Each round a new file, three processes opening it 0–2.5 ms apart: the race the switch to WAL lost (SQLite answers
    // a connection that holds a read lock and wants the exclusive one while another waits for it with SQLITE_BUSY at
    // once, without the busy timeout; one or two of these 48 opens failed in about half the runs before).
    for (let round = 0; round < 16; round += 1) {
      const path = join(folder, `round-${round}.db`);
      const startAt = Date.now() + 1_500;
      outcomes.push(...(await Promise.all([0, 1, 2].map((index) => openInChild(path, startAt + index * (round % 6) * 0.5)))));
    }
    expect(outcomes).toEqual(Array(48).fill('opened'));
  }, 90_000);
});
