import { afterEach, describe, expect, it } from 'vitest';
import { createFakeGateway, type FakeGateway } from '../testing-fixtures/create-fake-gateway.js';
import type { CliIo } from './cli-io.js';
import { runCli } from './run-cli.js';

const TOKEN = 'mg-cli-0123456789abcdef';

function createIo(env: Record<string, string> = {}): CliIo & { out: string[]; err: string[]; files: Map<string, string> } {
  const out: string[] = [];
  const err: string[] = [];
  const files = new Map<string, string>();
  return {
    out,
    err,
    files,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    writeFile: async (path, text) => {
      files.set(path, text);
    },
    env,
  };
}

let fake: FakeGateway | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('runCli', () => {
  it('exits 0, prints the totals and writes a JUnit report against a correct server', async () => {
    fake = await createFakeGateway({ token: TOKEN, models: ['m-1'] });
    const io = createIo();
    const code = await runCli(['--base-url', fake.baseUrl, '--token', TOKEN, '--only', 'errors', '--report', 'out.xml'], io);
    expect(code).toBe(0);
    expect(io.out.join('')).toMatch(/errors\s+16\s+0\s+0\s+0\s+0/);
    expect(io.files.get('out.xml')).toContain('<testsuite name="errors" tests="16" failures="0"');
    expect(io.out.join('')).not.toContain(TOKEN);
    expect(io.err[0]).toBe('  1 PASS    errors/invalid-json-chat\n');
    expect(io.err).toHaveLength(16);
  });

  it('exits 1 when a case fails, reading the token from MODELGATE_TOKEN', async () => {
    fake = await createFakeGateway({ token: TOKEN, models: ['m-1'], faults: { acceptWrongToken: true } });
    const io = createIo({ MODELGATE_TOKEN: TOKEN });
    const code = await runCli(['--base-url', fake.baseUrl, '--only', 'authentication/wrong-token', '--report', 'r.json'], io);
    expect(code).toBe(1);
    const report = JSON.parse(io.files.get('r.json') ?? '{}') as { totals: unknown };
    expect(report.totals).toEqual({ pass: 0, fail: 4, warn: 0, skipped: 0, 'not-applicable': 0 });
    expect(io.files.get('r.json')).not.toContain(TOKEN);
  });

  it.each([
    [['--token', 'x'], '--base-url and --token are required'],
    [['--base-url', 'http://127.0.0.1:9', '--token', 'x', '--report', 'out.txt'], '--report must end in .json or .xml'],
    [['--base-url', 'http://127.0.0.1:9', '--token', 'x', '--only', 'nonsense'], '--only nonsense selects no case'],
    [['--bogus'], "Unknown option '--bogus'"],
  ])('exits 2 on a usage error: %j', async (argv, message) => {
    const io = createIo();
    expect(await runCli(argv, io)).toBe(2);
    expect(io.err.join('')).toContain(message);
  });

  it('runs the doctor and exits 1 at a broken layer', async () => {
    fake = await createFakeGateway({ token: TOKEN, models: ['m-1'] });
    const io = createIo();
    const code = await runCli(['doctor', '--base-url', `${fake.baseUrl}/v1`, '--token', TOKEN, '--format', 'messages', '--client', 'claude-code'], io);
    expect(code).toBe(1);
    expect(io.out.join('')).toContain('Broken layer: endpoint');
    expect(io.out.join('')).not.toContain(TOKEN);
  });

  it('runs the doctor and exits 0 when every layer works', async () => {
    fake = await createFakeGateway({ token: TOKEN, models: ['m-1'] });
    const io = createIo({ MODELGATE_TOKEN: TOKEN });
    expect(await runCli(['doctor', '--base-url', `${fake.baseUrl}/v1`, '--model', 'm-1'], io)).toBe(0);
    expect(io.out.join('')).toContain('Every layer works.');
  });

  it('prints the doctor report as JSON with --json', async () => {
    fake = await createFakeGateway({ token: TOKEN, models: ['m-1'] });
    const io = createIo();
    expect(await runCli(['doctor', '--base-url', `${fake.baseUrl}/v1`, '--token', TOKEN, '--model', 'M-1', '--json'], io)).toBe(1);
    const report = JSON.parse(io.out.join('')) as { brokenLayer: string; record: { settings: { token: string } } };
    expect(report.brokenLayer).toBe('model-id');
    expect(report.record.settings.token).toBe('mg-c…[redacted]');
  });

  it('rejects an unknown doctor format', async () => {
    const io = createIo();
    expect(await runCli(['doctor', '--base-url', 'http://127.0.0.1:9', '--token', 'x', '--format', 'soap'], io)).toBe(2);
    expect(io.err.join('')).toContain('--format must be one of chat, responses, messages');
  });

  it('serves the cassettes with replay-upstream until told to stop', async () => {
    const io = createIo();
    let listed = '';
    io.waitForShutdown = async () => {
      const url = /listening on (\S+)/.exec(io.out.join(''))?.[1] ?? '';
      listed = await (await fetch(`${url}/v1/models`)).text();
    };
    expect(await runCli(['replay-upstream', '--port', '0'], io)).toBe(0);
    expect(io.out.join('')).toContain('messages-tool-use');
    expect(listed).toContain('"id":"chat-text"');
  });

  it('notes a base URL that ends in /v1', async () => {
    fake = await createFakeGateway({ token: TOKEN, models: ['m-1'] });
    const io = createIo();
    expect(await runCli(['--base-url', `${fake.baseUrl}/v1`, '--token', TOKEN, '--only', 'models/list'], io)).toBe(1);
    expect(io.err[0]).toContain('Note: --base-url ends in /v1');
    expect(io.err.at(-1)).toBe('Nothing was judged: every selected case was skipped or not applicable. Check --base-url (the service root) and --formats.\n');
  });

  it('runs against a target without authentication with --auth none, and takes --formats, --level, --header and --exclude', async () => {
    fake = await createFakeGateway({ token: TOKEN, models: ['m-1'], serves: ['messages'], auth: 'none' });
    const io = createIo();
    const argv = ['--base-url', fake.baseUrl, '--auth', 'none', '--model', 'm-1', '--formats', 'messages', '--level', 'spec', '--header', 'X-Route: a:b', '--only', 'errors', '--exclude', 'errors/unknown-model'];
    expect(await runCli(argv, io)).toBe(0);
    const out = io.out.join('');
    expect(out).toContain('formats: messages (declared with --formats)');
    expect(out).toContain('auth: none (declared with --auth)');
    expect(out).toContain('extra headers: x-route');
    expect(out).toContain('PASS  errors/invalid-json-messages');
    expect(out).not.toContain('errors/unknown-model-messages');
    expect(out).not.toContain('errors/missing-messages-messages');
  });

  it.each([
    [['--base-url', 'http://127.0.0.1:9', '--token', 'x', '--level', 'strict'], '--level must be one of spec, client, advisory'],
    [['--base-url', 'http://127.0.0.1:9', '--token', 'x', '--formats', 'soap'], '--formats soap: formats are chat, responses, messages'],
    [['--base-url', 'http://127.0.0.1:9', '--token', 'x', '--header', 'novalue'], '--header novalue is not NAME:VALUE'],
    [['--base-url', 'http://127.0.0.1:9', '--token', 'x', '--auth', 'basic'], '--auth must be one of bearer, x-api-key, none'],
  ])('exits 2 on a wrong target option: %j', async (argv, message) => {
    const io = createIo();
    expect(await runCli(argv, io)).toBe(2);
    expect(io.err.join('')).toContain(message);
  });

  it('lists the selected cases without a server', async () => {
    const io = createIo();
    expect(await runCli(['--list', '--only', 'limits'], io)).toBe(0);
    expect(io.out.join('').trim().split('\n').map((line) => line.split(' ')[0])).toEqual([
      'limits/second-token-chat',
      'limits/second-token-responses',
      'limits/second-token-messages',
    ]);
  });

  it('lists each case with its reference and names RULES.md on stderr, keeping stdout one line per case', async () => {
    const io = createIo();
    expect(await runCli(['--list', '--only', 'limits/second-token-chat'], io)).toBe(0);
    const lines = io.out.join('').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^limits\/second-token-chat\s+\S+\s+.+ \(SPEC §[^)]+\)$/);
    expect(io.err.join('')).toContain('explained under its label in RULES.md');
  });

  it('prints the usage with --help', async () => {
    const io = createIo();
    expect(await runCli(['--help'], io)).toBe(0);
    expect(io.out.join('')).toContain('modelgate-conformance doctor');
  });
});
