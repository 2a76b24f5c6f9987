import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function workspace(yaml?: string): { cwd: string; run(...argv: string[]): Promise<{ code: number; out: string; err: string }> } {
  const cwd = mkdtempSync(join(tmpdir(), 'modelgate-cli-'));
  folders.push(cwd);
  if (yaml !== undefined) writeFileSync(join(cwd, 'modelgate.yaml'), yaml);
  return {
    cwd,
    async run(...argv) {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runCli(argv, { out: (text) => out.push(text), err: (text) => err.push(text), env: {}, cwd });
      return { code, out: out.join('\n'), err: err.join('\n') };
    },
  };
}

describe('modelgate CLI', () => {
  it('creates accounts and tokens on the default SQLite store and lists them', async () => {
    const cli = workspace();
    const account = await cli.run('accounts', 'create', '--name', 'acme', '--balance', '12.5');
    expect(account.err).toBe('');
    expect(account.out).toContain('balance 12.5');
    const created = await cli.run('tokens', 'create', '--account', 'acme', '--models', 'modelgate-demo', '--quota', '5', '--rpm', '60', '--expires', '30d');
    expect(created.code).toBe(0);
    expect(created.out).toMatch(/^mg-\S+$/);
    expect(created.err).toContain('quota 5/month, rpm 60, expires');
    const tokens = await cli.run('tokens', 'list', '--account', 'acme');
    expect(tokens.out).toContain('modelgate-demo');
    expect(tokens.out).not.toContain(created.out);
    await cli.run('accounts', 'top-up', 'acme', '--amount', '2');
    expect((await cli.run('accounts', 'list')).out).toMatch(/acme\s+active\s+14\.5/);
    expect((await cli.run('accounts', 'suspend', 'acme')).out).toContain('suspended');
    expect((await cli.run('usage', '--account', 'acme')).out).toContain('TOTAL');
  });

  it('lists the configured models', async () => {
    const cli = workspace();
    expect((await cli.run('models', 'list')).out).toMatch(/modelgate-demo\s+demo\/modelgate-demo/);
  });

  it('explains a broken config file and exits 1', async () => {
    const cli = workspace('providers:\n  up: { kind: nope }\nmodels: []\n');
    const result = await cli.run('models', 'list');
    expect(result.code).toBe(1);
    expect(result.err).toContain('providers.up.kind: "nope" is not one of');
  });

  it('names a missing flag and an unknown account', async () => {
    const cli = workspace();
    expect((await cli.run('accounts', 'create')).err).toContain('`name` is required');
    const unknown = await cli.run('tokens', 'create', '--account', 'ghost');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain("No account has the ID or name 'ghost'");
    await cli.run('accounts', 'create', '--name', 'acme');
    const typo = await cli.run('tokens', 'create', '--account', 'acme', '--models', 'modelgate-dmeo');
    expect(typo.code).toBe(1);
    expect(typo.err).toContain('Unknown model IDs: modelgate-dmeo. Configured models: modelgate-demo.');
  });

  it('prints usage for help and exits 2 on an unknown command', async () => {
    const cli = workspace();
    expect((await cli.run('help')).err).toContain('Usage: modelgate');
    expect((await cli.run('frobnicate')).code).toBe(2);
  });
});

describe('modelgate serve', () => {
  it('says when the port is taken instead of printing a stack', async () => {
    const { createServer } = await import('node:net');
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      const cli = workspace();
      const result = await cli.run('serve', '--port', String(port));
      expect(result.code).toBe(1);
      expect(result.err).toContain(`127.0.0.1:${port} is already in use`);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
