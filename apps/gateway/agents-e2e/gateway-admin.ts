import { isJsonObject, readString } from './json-shape.js';
import { gatewayCommand, type GatewayMode } from './gateway-command.js';
import { runProcess } from './run-process.js';

export type CreatedToken = { id: string; secret: string };
/** A token's settled totals; `cost` in credits (the admin API's decimal string, read as a number). */
export type LedgerTotals = { requests: number; inputTokens: number; outputTokens: number; cost: number };

/** Runs a `modelgate` CLI command against the run's config; throws with its output when it fails. */
export async function runGatewayCli(mode: GatewayMode, configPath: string, cwd: string, env: NodeJS.ProcessEnv, args: readonly string[]): Promise<{ stdout: string; stderr: string }> {
  const command = gatewayCommand(mode, [...args, '--config', configPath]);
  const result = await runProcess(command.command, command.args, { cwd, env, timeoutMs: 120_000 });
  if (result.code !== 0) throw new Error(`modelgate ${args.join(' ')} failed (exit ${String(result.code)}): ${(result.stdout + result.stderr).trim().slice(-1500)}`);
  return result;
}

/** `modelgate tokens create`: the secret is printed once on stdout, the token id on stderr. */
export async function createTokenWithCli(mode: GatewayMode, configPath: string, cwd: string, env: NodeJS.ProcessEnv, account: string, name: string, quota?: string): Promise<CreatedToken> {
  const args = ['tokens', 'create', '--account', account, '--name', name, ...(quota === undefined ? [] : ['--quota', quota])];
  const { stdout, stderr } = await runGatewayCli(mode, configPath, cwd, env, args);
  const id = /Created token (\S+)/.exec(stderr)?.[1];
  const secret = stdout.trim().split('\n').at(-1)?.trim();
  if (id === undefined || secret === undefined || secret === '') throw new Error(`cannot read the token from: ${stdout} ${stderr}`);
  return { id, secret };
}

async function adminGet(gatewayUrl: string, adminToken: string, path: string): Promise<unknown> {
  const response = await fetch(`${gatewayUrl}${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`GET ${path} → ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

async function adminPost(gatewayUrl: string, adminToken: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${gatewayUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`POST ${path} → ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** An account through the admin API (`POST /admin/accounts`). */
export async function createAccountWithApi(gatewayUrl: string, adminToken: string, name: string, balance: string): Promise<void> {
  await adminPost(gatewayUrl, adminToken, '/admin/accounts', { name, balance });
}

/** A token through the admin API (`POST /admin/tokens` answers `{ token, secret }`). */
export async function createTokenWithApi(gatewayUrl: string, adminToken: string, account: string, name: string, quota?: string): Promise<CreatedToken> {
  const body = await adminPost(gatewayUrl, adminToken, '/admin/tokens', { account, name, ...(quota === undefined ? {} : { quota }) });
  const id = isJsonObject(body) ? readString(body['token'], 'id') : undefined;
  const secret = readString(body, 'secret');
  if (id === undefined || secret === undefined) throw new Error(`cannot read the token from ${JSON.stringify(body)}`);
  return { id, secret };
}

/** The ledger totals of one token, through the admin API (`GET /admin/usage?token=`). */
export async function readTokenUsage(gatewayUrl: string, adminToken: string, tokenId: string): Promise<LedgerTotals> {
  const body = await adminGet(gatewayUrl, adminToken, `/admin/usage?token=${encodeURIComponent(tokenId)}`);
  const total = isJsonObject(body) ? body['total'] : undefined;
  const read = (field: string): number => (isJsonObject(total) && (typeof total[field] === 'number' || typeof total[field] === 'string') ? Number(total[field]) : 0);
  return { requests: read('requests'), inputTokens: read('input_tokens'), outputTokens: read('output_tokens'), cost: read('cost') };
}

/** Polls the token's ledger until it holds at least `requests` settled requests (settling may trail the answer). */
export async function waitForTokenUsage(gatewayUrl: string, adminToken: string, tokenId: string, requests: number, timeoutMs: number): Promise<LedgerTotals> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const usage = await readTokenUsage(gatewayUrl, adminToken, tokenId);
    if (usage.requests >= requests || Date.now() >= deadline) return usage;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Credits still reserved on an account (0 once every request is settled or released and admission leases returned). */
export async function readAccountReserved(gatewayUrl: string, adminToken: string, account: string): Promise<number> {
  const body = await adminGet(gatewayUrl, adminToken, `/admin/accounts/${encodeURIComponent(account)}`);
  return isJsonObject(body) && typeof body['reserved'] === 'string' ? Number(body['reserved']) : Number.NaN;
}
