// Opt-in end-to-end check with the real coding agents (not part of `pnpm test`): installs Claude Code and Codex CLI
// from npm on demand into a cache folder, starts the gateway as a process in front of two scripted loopback upstreams
// (Anthropic kind and OpenAI-chat kind, answering like the demo model), and has each client complete a task that
// needs a tool call: the model asks for the tool, the client runs `echo hello-from-demo`, sends the result back, and
// the model's final answer quotes it.
//
//   pnpm --filter @modelgate/gateway test:agents
//
// Versions are those PROTOCOLS.md was measured with; override with CLAUDE_CODE_VERSION / CODEX_VERSION.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGatewayProcess } from '../src/testing-fixtures/start-gateway-process.js';
import { startScriptedUpstream } from '../src/testing-fixtures/start-scripted-upstream.js';

const claudeVersion = process.env['CLAUDE_CODE_VERSION'] ?? '2.1.197';
const codexVersion = process.env['CODEX_VERSION'] ?? '0.169.0';
const EXPECTED = 'hello-from-demo';

function installClients(): string {
  const folder = join(homedir(), '.cache', 'modelgate-agent-clients', `claude-${claudeVersion}-codex-${codexVersion}`);
  const bin = join(folder, 'node_modules', '.bin');
  if (existsSync(join(bin, 'claude')) && existsSync(join(bin, 'codex'))) return bin;
  mkdirSync(folder, { recursive: true });
  console.log(`Installing @anthropic-ai/claude-code@${claudeVersion} and @openai/codex@${codexVersion} into ${folder} …`);
  execFileSync('npm', ['install', '--prefix', folder, '--no-audit', '--no-fund', '--loglevel=error', `@anthropic-ai/claude-code@${claudeVersion}`, `@openai/codex@${codexVersion}`], {
    stdio: 'inherit',
  });
  return bin;
}

function run(command: string, args: string[], options: { cwd: string; env: Record<string, string> }): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { PATH: process.env['PATH'] ?? '', ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

async function main(): Promise<number> {
  const bin = installClients();
  const folder = mkdtempSync(join(tmpdir(), 'modelgate-agents-'));
  const anthropic = await startScriptedUpstream('anthropic-messages');
  const chat = await startScriptedUpstream('openai-chat');
  const configPath = join(folder, 'modelgate.yaml');
  writeFileSync(
    configPath,
    [
      'store: sqlite:./gateway.db',
      'providers:',
      `  anthropic: { kind: anthropic-messages, base_url: "${anthropic.baseUrl}", api_key: upstream-anthropic }`,
      `  chat: { kind: openai-chat, base_url: "${chat.baseUrl}", api_key: upstream-chat }`,
      'models:',
      '  - { id: claude-scripted, deployments: [{ provider: anthropic, model: scripted }], pricing: { input: 1, output: 2 } }',
      '  - { id: chat-scripted, deployments: [{ provider: chat, model: scripted }], pricing: { input: 1, output: 2 } }',
      '',
    ].join('\n'),
  );
  const gateway = await startGatewayProcess({ configPath, cwd: folder });
  const results: { name: string; ok: boolean; output: string }[] = [];
  try {
    for (const model of ['claude-scripted', 'chat-scripted']) {
      const home = mkdtempSync(join(folder, 'claude-home-'));
      const claude = await run(
        join(bin, 'claude'),
        ['-p', `Use the Bash tool to run: echo ${EXPECTED}`, '--model', model, '--allowedTools', 'Bash'],
        {
          cwd: home,
          env: { HOME: home, ANTHROPIC_BASE_URL: gateway.url, ANTHROPIC_AUTH_TOKEN: gateway.firstToken, CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', CLAUDE_CODE_MAX_RETRIES: '1' },
        },
      );
      results.push({ name: `Claude Code → ${model}`, ok: claude.code === 0 && claude.output.includes(`The tool returned: ${EXPECTED}`), output: claude.output });

      const codexHome = mkdtempSync(join(folder, 'codex-home-'));
      writeFileSync(
        join(codexHome, 'config.toml'),
        [
          `model = "${model}"`,
          'model_provider = "modelgate"',
          '[model_providers.modelgate]',
          'name = "ModelGate"',
          `base_url = "${gateway.url}/v1"`,
          'env_key = "MODELGATE_TOKEN"',
          'wire_api = "responses"',
          `model_catalog_url = "${gateway.url}/v1/models"`,
          'request_max_retries = 0',
          'stream_max_retries = 0',
          '',
        ].join('\n'),
      );
      const codex = await run(
        join(bin, 'codex'),
        ['exec', '--skip-git-repo-check', '--dangerously-bypass-approvals-and-sandbox', '-m', model, `Use the exec_command tool to run: echo ${EXPECTED}`],
        { cwd: codexHome, env: { HOME: codexHome, CODEX_HOME: codexHome, MODELGATE_TOKEN: gateway.firstToken } },
      );
      results.push({ name: `Codex → ${model}`, ok: codex.code === 0 && codex.output.includes('The tool returned:') && codex.output.includes(EXPECTED), output: codex.output });
    }
  } finally {
    await gateway.stop();
    await anthropic.close();
    await chat.close();
  }
  for (const result of results) {
    console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.name}`);
    if (!result.ok) console.log(result.output.split('\n').map((line) => `      ${line}`).join('\n'));
  }
  if (results.every((result) => result.ok)) rmSync(folder, { recursive: true, force: true });
  else console.log(`Kept ${folder} (gateway.db holds the ledger; rerun with the gateway's stdout for request records).`);
  return results.every((result) => result.ok) ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
