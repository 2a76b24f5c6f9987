import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const POSTGRES_URL = process.env['MODELGATE_TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `mg_test_ledger_cli_${process.pid}_${Date.now().toString(36)}`;
const cwd = mkdtempSync(join(tmpdir(), 'modelgate-ledger-'));
const env = { MODELGATE_STORE: `${POSTGRES_URL}?schema=${schema}` };

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (text) => out.push(text), err: (text) => err.push(text), env, cwd });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

afterAll(async () => {
  rmSync(cwd, { recursive: true, force: true });
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
});

describe('modelgate ledger verify', () => {
  it('exits 0 on a consistent store and 1, naming the difference, once a balance was changed behind its back', async () => {
    expect((await run('accounts', 'create', '--name', 'acme', '--balance', '10')).code).toBe(0);
    expect((await run('accounts', 'top-up', 'acme', '--amount', '2.5')).code).toBe(0);
    const clean = await run('ledger', 'verify');
    expect(clean.code).toBe(0);
    expect(clean.out).toContain('Ledger verified: 1 accounts');

    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`UPDATE "${schema}".accounts SET balance = balance + 1`);
    await client.end();
    const broken = await run('ledger', 'verify');
    expect(broken.code).toBe(1);
    expect(broken.out).toMatch(/DIFFERENCE balance account \S+ \(acme\): balance 12500001, but top-ups less ledger charges make 12500000/);
    expect(broken.err).toContain('Ledger verification FAILED: 1 differences');
  });

  it('names an unknown action', async () => {
    const result = await run('ledger', 'check');
    expect(result.code).toBe(1);
    expect(result.err).toContain('modelgate ledger verify');
  });
});
