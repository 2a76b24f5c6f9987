import { readFileSync } from 'node:fs';
import type { FormatId } from '@modelgate/ir';
import { TRANSLATOR } from '../app/translator.js';
import { FORMAT_MODULES } from '../formats/format-modules.js';
import type { ClientRequest } from '../translate/translator-port.js';
import { estimateInputTokens } from '../usage/estimate-input-tokens.js';
import { buildUpstreamBody } from './build-upstream-body.js';

/**
 * `pnpm --filter @modelgate/gateway bench:body-stages [kb…]`: what each stage the gateway runs on a Messages body
 * costs per request, in CPU µs of this process alone (no sockets, no store), for Claude Code's fixture grown with
 * turns of tool calls and results to 100 KB and 1 MB (or the sizes given): decoding and parsing the bytes,
 * validating, the admission estimate, the passthrough body (the client's bytes, model swapped) and, for a chat
 * upstream, translating and serialising. The bench's --body-kb rows measure the whole gateway; this splits them.
 */
function grownBody(targetBytes: number): Buffer {
  const base = JSON.parse(readFileSync(new URL('../routes/__fixtures__/claude-code-request.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  const messages = [...(base['messages'] as unknown[])];
  const code = 'export async function readConfig(path: string): Promise<Config> {\n  const text = await readFile(path, "utf8");\n  return parse(text) as Config;\n}\n';
  const prose = 'I read the file and the configuration loader looks right; the failing test expects the default port, so I will check the environment next. ';
  let size = Buffer.byteLength(JSON.stringify(base));
  for (let turn = 1; size < targetBytes; turn += 1) {
    const pair = [
      { role: 'assistant', content: [{ type: 'text', text: prose }, { type: 'tool_use', id: `toolu_${turn}`, name: 'Read', input: { file_path: `/src/config-${turn}.ts` } }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: `toolu_${turn}`, content: `${code.repeat(6)}\n$ ls\nREADME.md package.json src tests\n` }] },
    ];
    messages.push(...pair);
    size += Buffer.byteLength(JSON.stringify(pair)) - 1;
  }
  return Buffer.from(JSON.stringify({ ...base, messages }), 'utf8');
}

function cpuMicrosPerCall(run: () => unknown, calls: number): number {
  for (let index = 0; index < Math.max(5, calls / 10); index += 1) run();
  const started = process.cpuUsage();
  for (let index = 0; index < calls; index += 1) run();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / calls;
}

function measure(kb: number): string[] {
  const bytes = grownBody(kb * 1024);
  const calls = Math.max(20, Math.round(100_000 / kb));
  const format: FormatId = 'anthropic-messages';
  const body = JSON.parse(bytes.toString('latin1')) as Record<string, unknown>;
  const validation = FORMAT_MODULES[format].validateRequest(body);
  if (!validation.ok) throw new Error('The grown fixture does not validate.');
  const request: ClientRequest = validation.value;
  const upstream = (upstreamFormat: FormatId): ReturnType<typeof buildUpstreamBody> =>
    buildUpstreamBody({
      route: { clientFormat: format, upstreamFormat, passthrough: upstreamFormat === format },
      body: request, bodyBytes: bytes, upstreamModel: 'upstream-model', stream: false, defaultMaxOutputTokens: 4096, translator: TRANSLATOR, deploymentName: 'd',
    });
  const translated = upstream('openai-chat').body;
  const stages: [string, () => unknown][] = [
    ['decode (latin1)', () => bytes.toString('latin1')],
    ['decode + JSON.parse', () => JSON.parse(bytes.toString('latin1'))],
    ['validate (ajv)', () => FORMAT_MODULES[format].validateRequest(body)],
    ['estimateInputTokens', () => estimateInputTokens(body)],
    ['passthrough body (bytes, model swapped)', () => upstream(format)],
    ['translate to chat', () => upstream('openai-chat')],
    ['JSON.stringify of the chat body', () => JSON.stringify(translated)],
  ];
  return [`${kb} KB (${bytes.length} bytes, ${(body['messages'] as unknown[]).length} messages), CPU µs per request:`, ...stages.map(([name, run]) => `  ${name}: ${cpuMicrosPerCall(run, calls).toFixed(1)}`)];
}

const sizes = process.argv.slice(2).map(Number).filter((kb) => kb > 0);
process.stdout.write(`${(sizes.length > 0 ? sizes : [100, 1024]).flatMap(measure).join('\n')}\n`);
