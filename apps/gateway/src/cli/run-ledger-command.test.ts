import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore } from '@modelgate/core';
import { createPostgresStore } from '@modelgate/core/postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { dropPostgresSchemas, POSTGRES_URL, withPostgresClient } from '../testing-fixtures/test-services.js';
import { runCli } from './run-cli.js';

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
  await dropPostgresSchemas(schema);
});

describe('modelgate ledger verify', () => {
  it('exits 0 on a consistent store and 1, naming the difference, once a balance was changed behind its back', async () => {
    expect((await run('accounts', 'create', '--name', 'acme', '--balance', '10')).code).toBe(0);
    expect((await run('accounts', 'top-up', 'acme', '--amount', '2.5')).code).toBe(0);
    const clean = await run('ledger', 'verify');
    expect(clean.code).toBe(0);
    expect(clean.out).toContain('Ledger verified: 1 accounts');

    await withPostgresClient((client) => client.query(`UPDATE "${schema}".accounts SET balance = balance + 1`));
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

describe('modelgate ledger list', () => {
  it('lists the newest entries with the part of their usage that was estimated', async () => {
    const model = { id: 'list-model', pricing: { inputPerMillion: 1_000_000, cachedInputPerMillion: 0, outputPerMillion: 2_000_000 }, defaultMaxOutputTokens: 100 };
    const core = createCore({ store: createPostgresStore({ connectionString: POSTGRES_URL, schema }), models: [model] });
    try {
      const account = await core.admin.createAccount({ name: 'listed', balance: 1_000_000_000 });
      const auth = await core.authenticate((await core.admin.createToken({ accountId: account.id })).secret);
      if (!auth.ok) throw new Error(auth.reason);
      for (const estimated of ['none', 'output', 'input_and_output'] as const) {
        const admitted = await core.admit(auth.principal, model, { inputTokens: 10, requestId: `req-list-${estimated}` });
        if (!admitted.ok) throw new Error(admitted.message);
        await core.settle(admitted.reservation, { inputTokens: 10, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: 5, status: 'client_aborted', estimated });
      }
    } finally {
      await core.close();
    }
    const all = await run('ledger', 'list', '--account', 'listed');
    expect(all.code).toBe(0);
    const lines = all.out.split('\n');
    expect(lines[0]).toMatch(/^SETTLED\s+REQUEST\s+ACCOUNT\s+TOKEN\s+MODEL\s+STATUS\s+INPUT\s+CACHED\s+OUTPUT\s+ESTIMATED\s+COST$/);
    expect(lines.slice(1).map((line) => line.split(/\s+/).slice(5))).toEqual([
      ['client_aborted', '10', '0', '5', 'none', '0.00002'],
      ['client_aborted', '10', '0', '5', 'output', '0.00002'],
      ['client_aborted', '10', '0', '5', 'input_and_output', '0.00002'],
    ]);
    const newest = await run('ledger', 'list', '--account', 'listed', '--limit', '1');
    expect(newest.out.split('\n').slice(1).map((line) => line.split(/\s+/)[1])).toEqual(['req-list-input_and_output']);
    expect((await run('ledger', 'list', '--limit', '0')).err).toContain('--limit must be a whole number');
  });
});
