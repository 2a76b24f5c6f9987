import type { FormatId } from '@modelgate/ir';
import type { BenchFormat } from './bench-format.js';

/** One turn of an agent's work: code it read (tool output) and what it said about it, as Claude Code's turns look. */
const TOOL_OUTPUT = `${'export async function readConfig(path: string): Promise<Config> {\n  const text = await readFile(path, "utf8");\n  return parse(text) as Config;\n}\n'.repeat(6)}\n$ ls\nREADME.md package.json src tests\n`;
const PROSE = 'I read the file and the configuration loader looks right; the failing test expects the default port, so I will check the environment next. ';

/** A pair of conversation turns in `format`'s own shape: tool call and result for Messages, plain turns elsewhere. */
function turnsFor(format: FormatId, turn: number): unknown[] {
  if (format === 'anthropic-messages') {
    return [
      { role: 'assistant', content: [{ type: 'text', text: PROSE }, { type: 'tool_use', id: `toolu_${turn}`, name: 'Read', input: { file_path: `/src/config-${turn}.ts` } }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: `toolu_${turn}`, content: TOOL_OUTPUT }] },
    ];
  }
  return [
    { role: 'assistant', content: PROSE },
    { role: 'user', content: TOOL_OUTPUT },
  ];
}

/**
 * `body` (a request of `format`) grown with earlier conversation turns until its JSON is at least `targetBytes`:
 * an agent's request late in a session (Claude Code's reach 100 KB and more). The turns go after the first message,
 * so the request still ends on a user turn.
 */
export function growRequestBody(format: FormatId, body: string, targetBytes: number): string {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  const member = format === 'openai-responses' ? 'input' : 'messages';
  const original = parsed[member] as unknown[];
  const turns: unknown[] = [];
  let size = Buffer.byteLength(body);
  for (let turn = 1; size < targetBytes; turn += 1) {
    const pair = turnsFor(format, turn);
    turns.push(...pair);
    // The pair's JSON without its brackets, and the comma before it.
    size += Buffer.byteLength(JSON.stringify(pair)) - 1;
  }
  return JSON.stringify({ ...parsed, [member]: [...original, ...turns] });
}

/**
 * Every format's request body grown to `targetBytes` (`--body-kb`): the rows then measure agent-sized bodies. The
 * registry is changed in place once, before any request is built; the mock upstreams (other processes) are unaffected.
 */
export function growRequestBodies(formats: Record<FormatId, BenchFormat>, targetBytes: number): void {
  for (const format of Object.values(formats)) {
    const create = format.createRequestBody.bind(format);
    format.createRequestBody = oncePerModelAndStream((model, stream) => growRequestBody(format.id, create(model, stream), targetBytes));
  }
}

/** `make`, called once per model and stream: the bodies are built before the load, and then only looked up. */
function oncePerModelAndStream<T>(make: (model: string, stream: boolean) => T): (model: string, stream: boolean) => T {
  const made = new Map<string, T>();
  return (model, stream) => {
    const key = `${model}\u0000${String(stream)}`;
    if (!made.has(key)) made.set(key, make(model, stream));
    return made.get(key) as T;
  };
}

/** How many turns `--body-growth` cycles through: the cycle then starts again from its first body. */
export const GROWTH_TURNS = 64;

/**
 * `body` grown to `targetBytes` (growRequestBody), then `turns - 1` more bodies, each the one before with the next
 * conversation turn (a pair of messages) appended: what an agent sends turn after turn.
 */
export function growRequestBodyPerTurn(format: FormatId, body: string, targetBytes: number, turns: number): string[] {
  const bodies = [growRequestBody(format, body, targetBytes)];
  while (bodies.length < turns) bodies.push(growRequestBody(format, body, Buffer.byteLength(bodies[bodies.length - 1] ?? '') + 1));
  return bodies;
}

/** Every format's load bodies (`--body-growth`): GROWTH_TURNS bodies from `targetBytes` on, a turn more each. */
export function growRequestBodiesPerTurn(formats: Record<FormatId, BenchFormat>, targetBytes: number): void {
  for (const format of Object.values(formats)) {
    const create = format.createRequestBody.bind(format);
    format.createLoadBodies = oncePerModelAndStream((model, stream) => growRequestBodyPerTurn(format.id, create(model, stream), targetBytes, GROWTH_TURNS));
  }
}
