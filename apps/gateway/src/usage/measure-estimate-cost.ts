import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { estimateInputTokens } from './estimate-input-tokens.js';

/**
 * `pnpm --filter @modelgate/gateway bench:estimate`: what the admission estimate costs per request for a Claude Code
 * body grown to about 100 KB (its fixture plus turns of tool calls and results: code, shell output and prose), beside
 * tokenizing all of its text, and how close the two counts are. Prints one line per figure.
 */
function buildBody(targetBytes: number): Record<string, unknown> {
  const base = JSON.parse(readFileSync(new URL('../routes/__fixtures__/claude-code-request.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  const messages = [...(base['messages'] as unknown[])];
  const code = 'export async function readConfig(path: string): Promise<Config> {\n  const text = await readFile(path, "utf8");\n  return parse(text) as Config;\n}\n';
  const prose = 'I read the file and the configuration loader looks right; the failing test expects the default port, so I will check the environment next. ';
  let turn = 0;
  while (JSON.stringify({ ...base, messages }).length < targetBytes) {
    turn += 1;
    messages.push({ role: 'assistant', content: [{ type: 'text', text: prose }, { type: 'tool_use', id: `toolu_${turn}`, name: 'Read', input: { file_path: `/src/config-${turn}.ts` } }] });
    messages.push({ role: 'user', content: [{ type: 'tool_result', tool_use_id: `toolu_${turn}`, content: `${code.repeat(6)}\n$ ls\nREADME.md package.json src tests\n` }] });
  }
  return { ...base, messages };
}

function microsPerCall(run: () => void, calls: number): number {
  for (let index = 0; index < Math.min(50, calls); index += 1) run();
  const started = performance.now();
  for (let index = 0; index < calls; index += 1) run();
  return ((performance.now() - started) * 1000) / calls;
}

const body = buildBody(100 * 1024);
const bytes = Buffer.byteLength(JSON.stringify(body));
const text = JSON.stringify({ system: body['system'], messages: body['messages'], tools: body['tools'] });
const estimate = estimateInputTokens(body);
const exact = countTokens(text);
const lines = [
  `body: ${bytes} bytes (Claude Code fixture grown with tool turns)`,
  `estimate: ${estimate} tokens; o200k over system+messages+tools as JSON: ${exact} (ratio ${(estimate / exact).toFixed(2)}); previous rule bytes/4: ${Math.ceil(bytes / 4)}`,
  `estimateInputTokens: ${microsPerCall(() => estimateInputTokens(body), 500).toFixed(1)} µs per request`,
  `full o200k tokenization for comparison: ${microsPerCall(() => countTokens(text), 10).toFixed(0)} µs per request`,
  `small chat body ("say hi"): ${microsPerCall(() => estimateInputTokens({ model: 'm', messages: [{ role: 'user', content: 'say hi' }] }), 5000).toFixed(1)} µs per request`,
];
process.stdout.write(`${lines.join('\n')}\n`);
