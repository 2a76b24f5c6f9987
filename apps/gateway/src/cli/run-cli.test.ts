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
    const help = await cli.run('help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: modelgate <command>');
    const unknown = await cli.run('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain("modelgate: unknown command 'frobnicate'");
  });

  it.each([
    ['serve', '--no-demo'],
    ['accounts', 'top-up <account id or name> --amount <credits>'],
    ['tokens', '--quota-period month|day|lifetime'],
    ['models', 'models list'],
    ['usage', '--since 7d|2026-11-01'],
  ])('prints the help of %s alone, with --help, -h or help <command>', async (command, expected) => {
    const cli = workspace();
    for (const argv of [[command, '--help'], [command, '-h'], ['help', command], ['--help', command]]) {
      const result = await cli.run(...argv);
      expect(result.code).toBe(0);
      expect(result.out).toContain(`Usage: modelgate ${command}`);
      expect(result.out).toContain(expected);
      expect(result.out).not.toContain('Usage: modelgate <command>');
    }
  });

  it('prints its version with --version, -v or version', async () => {
    const { readFileSync } = await import('node:fs');
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    const cli = workspace();
    for (const flag of ['--version', '-v', 'version']) {
      const result = await cli.run(flag);
      expect(result.code).toBe(0);
      expect(result.out).toBe(`modelgate ${version}`);
    }
  });

  it('refuses an unknown option, naming the command and its options, before touching the store', async () => {
    const cli = workspace();
    const result = await cli.run('accounts', 'list', '--colour', 'red');
    expect(result.code).toBe(2);
    expect(result.err).toContain("modelgate accounts: unknown option '--colour'");
    expect(result.err).toContain('modelgate accounts --help');
    const { existsSync } = await import('node:fs');
    expect(existsSync(join(cli.cwd, 'data'))).toBe(false);
    expect((await cli.run('models', 'list', '--name', 'x')).err).toContain("modelgate models: unknown option '--name'");
  });

  it('refuses a value flag given without its value', async () => {
    const cli = workspace();
    const result = await cli.run('accounts', 'create', '--name');
    expect(result.code).toBe(2);
    expect(result.err).toContain("modelgate accounts: option '--name' needs a value");
  });
});

describe('modelgate serve', () => {
  it('prints its help for serve --help instead of starting a server', async () => {
    const { createServer } = await import('node:net');
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      const cli = workspace();
      // A server would fail on the taken port (exit 1); the help exits 0 at once.
      const result = await cli.run('serve', '--help', '--port', String(port));
      expect(result.code).toBe(0);
      expect(result.out).toContain('Usage: modelgate serve');
      expect(result.err).toBe('');
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('refuses an unknown serve option instead of starting', async () => {
    const cli = workspace();
    const result = await cli.run('serve', '--prot', '9999');
    expect(result.code).toBe(2);
    expect(result.err).toContain("modelgate serve: unknown option '--prot'");
  });

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
