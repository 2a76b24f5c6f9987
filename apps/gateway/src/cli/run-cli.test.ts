import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteStore } from '@modelgate/core/sqlite';
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
    expect((await cli.run('usage', '--bucket', 'hour', '--group-by', 'model', '--since', '12h')).out).toBe('START  MODEL  NAME  REQUESTS  INPUT  CACHED  OUTPUT  COST');
    expect((await cli.run('usage', '--group-by', 'user')).err).toContain('--group-by must be one of "total", "account", "token", "model"');
  });

  it('takes the admin API names as flags and the same credits, and updates, corrects and revokes', async () => {
    const cli = workspace();
    await cli.run('accounts', 'create', '--name', 'acme', '--balance', '10');
    const created = await cli.run('tokens', 'create', '--account', 'acme', '--quota', '2.5', '--quota-period', 'day', '--concurrency', '2');
    expect(created.err).toContain('quota 2.5/day, concurrency 2');
    const id = /Created token (\S+)/.exec(created.err)?.[1] ?? '';
    const typo = await cli.run('tokens', 'create', '--account', 'acme', '--quotaPeriod', 'day');
    expect(typo).toMatchObject({ code: 2, err: expect.stringContaining("modelgate tokens: unknown option '--quotaPeriod' (known: ") as unknown });
    expect(typo.err).toContain('--quota-period');
    expect((await cli.run('tokens', 'create', '--account', 'acme', '--quota-period', 'week')).err).toContain('--quota-period must be one of "month", "day", "lifetime"');
    const updated = await cli.run('tokens', 'update', id, '--quota', 'none', '--rpm', '30', '--models', 'modelgate-demo', '--expires', '2099-01-31');
    expect(updated.out).toContain('modelgate-demo  rpm 30, concurrency 2, expires 2099-01-31T00:00:00.000Z');
    expect((await cli.run('tokens', 'update', id, '--rpm', 'zero')).err).toContain('--rpm must be a positive whole number, or null');
    expect(JSON.parse((await cli.run('tokens', 'show', id)).out)).toMatchObject({ id, quota: null, rpm: 30, models: ['modelgate-demo'] });
    expect((await cli.run('accounts', 'adjust', 'acme', '--amount', '-2.5', '--reason', 'refund')).out).toContain('balance 7.5');
    expect((await cli.run('accounts', 'set-balance', 'acme', '--balance', '20', '--reason', 'contract')).out).toContain('balance 20');
    expect((await cli.run('accounts', 'adjust', 'acme', '--amount', '1')).err).toContain('--reason is required');
    expect((await cli.run('accounts', 'adjustments', 'acme')).out).toMatch(/-2\.5\s+7\.5\s+refund[\s\S]*12\.5\s+20\s+contract/);
    expect((await cli.run('tokens', 'delete', id)).out).toContain('revoked');
    expect((await cli.run('tokens', 'list', '--status', 'active')).out).not.toContain(id);
  });

  it('shows a request record by its ID and lists records from the store the server wrote', async () => {
    const cli = workspace();
    await cli.run('accounts', 'list');
    const store = createSqliteStore({ path: join(cli.cwd, 'data', 'modelgate.db') });
    const startedAt = Date.UTC(2026, 10, 25, 12);
    await store.insertRequestRecords([
      { requestId: 'req_1', createdAt: startedAt, accountId: 'acct_1', tokenId: 'tok_1', modelId: 'gpt-x', status: 200, record: { requestId: 'req_1', deployment: 'b/gpt-x', attempts: 2, account: 'acme', tokenPrefix: 'mg-ab', latencyMs: 12 } },
      { requestId: 'req_2', createdAt: startedAt + 1, accountId: null, tokenId: null, modelId: null, status: 401, record: { requestId: 'req_2' } },
    ]);
    await store.close();
    const shown = await cli.run('requests', 'show', 'req_1');
    expect(JSON.parse(shown.out)).toMatchObject({ request_id: 'req_1', status: 200, record: { deployment: 'b/gpt-x', attempts: 2 } });
    expect(await cli.run('requests', 'show', 'req_9')).toMatchObject({ code: 1, err: expect.stringContaining("No request record has the ID 'req_9'") });
    const listed = await cli.run('requests', 'list', '--outcome', 'ok', '--since', '2026-11-01');
    expect(listed.out).toMatch(/req_1\s+2026-11-25T12:00:00.000Z\s+200\s+gpt-x\s+acme\s+mg-ab\s+b\/gpt-x\s+12/);
    expect(listed.out).not.toContain('req_2');
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
    expect((await cli.run('accounts', 'create')).err).toContain('--name is required');
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

describe('the config file', () => {
  it('resolves a relative SQLite path against the config file, not the working directory', async () => {
    const { existsSync, mkdirSync } = await import('node:fs');
    const cli = workspace();
    const etc = join(cli.cwd, 'etc');
    mkdirSync(etc);
    writeFileSync(join(etc, 'gateway.yaml'), 'store: sqlite:./state/gateway.db\nmodels: []\n');
    expect((await cli.run('accounts', 'create', '--name', 'acme', '--config', 'etc/gateway.yaml')).err).toBe('');
    expect(existsSync(join(etc, 'state', 'gateway.db'))).toBe(true);
    expect(existsSync(join(cli.cwd, 'state'))).toBe(false);
    // From another directory, the same file names the same database.
    const elsewhere = workspace();
    const listed = await elsewhere.run('accounts', 'list', '--config', join(etc, 'gateway.yaml'));
    expect(listed.code).toBe(0);
    expect(listed.out).toContain('acme');
    expect(existsSync(join(elsewhere.cwd, 'state'))).toBe(false);
  });

  const withSecrets = [
    'server:',
    '  admin_token: ${ADMIN_TOKEN}',
    'store: ${STORE_URL:-sqlite:./data/modelgate.db}',
    'redis: ${REDIS_URL}',
    'providers:',
    '  openai: { kind: openai-chat, base_url: "${OPENAI_BASE_URL}", api_key: "${OPENAI_API_KEY}" }',
    'models:',
    '  - { id: gpt-4o, deployments: [{ provider: openai }], pricing: { input: 2.5, output: 10 } }',
    '',
  ].join('\n');

  it('runs accounts, tokens, usage and models without the secrets they do not use', async () => {
    const cli = workspace(withSecrets);
    const created = await cli.run('accounts', 'create', '--name', 'acme');
    expect(created.err).toBe('');
    expect(created.code).toBe(0);
    expect((await cli.run('accounts', 'list')).out).toContain('acme');
    expect((await cli.run('tokens', 'create', '--account', 'acme')).code).toBe(0);
    expect((await cli.run('tokens', 'list')).code).toBe(0);
    expect((await cli.run('usage')).code).toBe(0);
    const models = await cli.run('models', 'list');
    expect(models.err).toBe('');
    expect(models.out).toMatch(/gpt-4o\s+openai\/gpt-4o/);
  });

  it('still needs every secret to serve, and the store settings for store commands', async () => {
    const cli = workspace(withSecrets.replace('${STORE_URL:-sqlite:./data/modelgate.db}', '${STORE_URL}'));
    const listed = await cli.run('accounts', 'list');
    expect(listed.code).toBe(1);
    expect(listed.err).toContain('store: the environment variable STORE_URL is not set');
    expect(listed.err).not.toContain('OPENAI_API_KEY');
    const served = await cli.run('serve', '--port', '0');
    expect(served.code).toBe(1);
    for (const name of ['ADMIN_TOKEN', 'STORE_URL', 'REDIS_URL', 'OPENAI_BASE_URL', 'OPENAI_API_KEY']) expect(served.err).toContain(`the environment variable ${name} is not set`);
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
