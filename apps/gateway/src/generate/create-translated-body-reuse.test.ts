import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMAT_IDS, type FormatId, type JsonObject } from '@modelgate/ir';
import { TRANSLATOR } from '../app/translator.js';
import { FORMAT_MODULES } from '../formats/format-modules.js';
import { createJsonReuse } from '../http/create-json-reuse.js';
import { buildUpstreamBody, translatedBodyReuseCounts } from './build-upstream-body.js';
import { createTranslatedBodyReuse } from './create-translated-body-reuse.js';
import { isSameJson } from './is-same-json.js';
import { loadRequestMatrix } from '../../../../packages/translate/src/testing-fixtures/load-request-matrix.js';

/** A body shaped like a real client's capture (the routes' fixtures, PROTOCOLS.md §1.3–1.4 and §2.2–2.3). */
function readRealClientBody(file: string): unknown {
  return JSON.parse(readFileSync(new URL(`../routes/__fixtures__/${file}`, import.meta.url), 'utf8')) as unknown;
}

const code = 'export async function readConfig(path: string): Promise<Config> {\n  const text = await readFile(path, "utf8");\n  return parse(text) as Config;\n}\n';

type Built = { bytes: string; warnings: string[]; dropped: string[] } | { error: string };

/** The upstream body for `body` (validated as the generate handler validates it) along `client → upstream`, or the error it throws. */
function build(body: unknown, client: FormatId, upstream: FormatId, dropParams: boolean): Built {
  const validation = FORMAT_MODULES[client].validateRequest(body);
  if (!validation.ok) throw new Error(`not a valid ${client} request: ${JSON.stringify(validation.issues)}`);
  try {
    const built = buildUpstreamBody({
      route: { clientFormat: client, upstreamFormat: upstream, passthrough: false },
      body: validation.value,
      bodyBytes: undefined,
      upstreamModel: 'up-model',
      stream: false,
      defaultMaxOutputTokens: 256,
      translator: TRANSLATOR,
      dropParams,
      deploymentName: 'up/up-model',
    });
    const bytes = Buffer.concat(built.bodyBytes ?? []).toString('utf8');
    // The bytes are the JSON of the body the provider gets, as JSON.stringify writes it.
    expect(bytes).toBe(JSON.stringify(built.body));
    return { bytes, warnings: built.warnings, dropped: built.dropped };
  } catch (error) {
    // Its class, message and every own member but the stack (which names the test's own lines).
    return { error: JSON.stringify(error, Object.getOwnPropertyNames(error).filter((name) => name !== 'stack')) };
  }
}

/**
 * Each turn's text read as the gateway reads a large body (createJsonReuse: the values it shares with the previous
 * turn frozen and the previous turn's own) and translated, against the same text parsed afresh (nothing frozen: the
 * uncached path): the same bytes, warnings, dropped fields and refusal, with `dropParams` on and off.
 */
function expectTurnsTranslatedAlike(turns: readonly unknown[], client: FormatId, upstreams: readonly FormatId[]): void {
  const reuse = createJsonReuse();
  for (const turn of turns) {
    const text = JSON.stringify(turn);
    const shared = reuse.readBody(Buffer.from(text, 'utf8'), 'caller').value;
    for (const upstream of upstreams) {
      for (const dropParams of [true, false]) {
        expect(build(shared, client, upstream, dropParams)).toEqual(build(JSON.parse(text), client, upstream, dropParams));
      }
    }
  }
}

/**
 * Whether the kept JSON was used: from the third turn on (the second keeps it: the first turn's values are frozen
 * only when the second is read against it), when the bodies' first 256 bytes are the same (createJsonReuse compares a
 * body with the caller's last body that began alike).
 */
function expectKeptJsonUsed(run: () => void): void {
  const before = translatedBodyReuseCounts().kept;
  run();
  expect(translatedBodyReuseCounts().kept).toBeGreaterThan(before);
}

const longText = (seed: string): string => `${seed} ${code.repeat(3)}`;

/** Anthropic Messages turns as Claude Code appends them: tool calls and their results, images, errors, cache hints. */
const messagesTurn = fc.record({
  say: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
  calls: fc.array(fc.record({ name: fc.constantFrom('Read', 'Bash', 'Edit'), path: fc.string({ maxLength: 12 }) }), { maxLength: 3 }),
  results: fc.constantFrom('all', 'missing', 'orphan', 'extra'),
  image: fc.boolean(),
  isError: fc.boolean(),
  cache: fc.boolean(),
  long: fc.boolean(),
  user: fc.string({ maxLength: 30, unit: 'binary' }),
  thinking: fc.boolean(),
});

type MessagesTurn = typeof messagesTurn extends fc.Arbitrary<infer T> ? T : never;

function messagesOfTurn(turn: MessagesTurn, index: number): unknown[] {
  const ids = turn.calls.map((_, call) => `toolu_${index}_${call}`);
  const assistant: unknown[] = [];
  if (turn.thinking) assistant.push({ type: 'thinking', thinking: `plan ${index}`, signature: index % 2 === 0 ? '' : `sig${index}` });
  if (turn.say !== undefined) assistant.push({ type: 'text', text: turn.say === '' ? 'ok' : turn.say });
  turn.calls.forEach((call, position) => assistant.push({ type: 'tool_use', id: ids[position], name: call.name, input: { path: call.path, n: index } }));
  if (assistant.length === 0) assistant.push({ type: 'text', text: `turn ${index}` });
  const user: unknown[] = [];
  const answered = turn.results === 'missing' ? ids.slice(1) : turn.results === 'orphan' ? ['toolu_nowhere'] : turn.results === 'extra' ? [...ids, `toolu_extra_${index}`] : ids;
  answered.forEach((id, position) => {
    const content: unknown = turn.image && position === 0
      ? [{ type: 'text', text: turn.long ? longText(`result ${index}`) : `r${index}` }, { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBORw0KGgo=' } }]
      : turn.long ? longText(`result ${index} ${position}`) : `r${index}.${position}`;
    const result: Record<string, unknown> = { type: 'tool_result', tool_use_id: id, content };
    if (turn.isError) result['is_error'] = true;
    if (turn.cache) result['cache_control'] = { type: 'ephemeral' };
    user.push(result);
  });
  user.push({ type: 'text', text: turn.user === '' ? `go on ${index}` : turn.user });
  return [{ role: 'assistant', content: assistant }, { role: 'user', content: user }];
}

const messagesTools = [
  { name: 'Read', description: longText('Reads a file.'), input_schema: { type: 'object', properties: { path: { type: 'string', description: 'where' } }, required: ['path'] } },
  { name: 'Bash', description: 'Runs a command.', input_schema: { type: 'object', properties: { command: { type: 'string' } }, $schema: 'https://json-schema.org/draft/2020-12/schema' } },
  { name: 'Edit', description: longText('Edits a file.'), input_schema: { type: 'object', properties: {} }, cache_control: { type: 'ephemeral' } },
];

/** Chat Completions turns: tool calls and tool messages, sometimes a system message between them, images. */
const chatTurn = fc.record({
  say: fc.option(fc.string({ maxLength: 40 }), { nil: null }),
  calls: fc.array(fc.constantFrom('Read', 'Bash'), { maxLength: 3 }),
  results: fc.constantFrom('all', 'missing', 'orphan'),
  systemBetween: fc.boolean(),
  image: fc.boolean(),
  long: fc.boolean(),
  user: fc.string({ maxLength: 30, unit: 'binary' }),
});

type ChatTurn = typeof chatTurn extends fc.Arbitrary<infer T> ? T : never;

function chatMessagesOfTurn(turn: ChatTurn, index: number): unknown[] {
  const ids = turn.calls.map((_, call) => `call_${index}_${call}`);
  const assistant: Record<string, unknown> = { role: 'assistant', content: turn.say };
  if (ids.length > 0) assistant['tool_calls'] = turn.calls.map((name, call) => ({ id: ids[call], type: 'function', function: { name, arguments: JSON.stringify({ n: index, call }) } }));
  else assistant['content'] = turn.say ?? `turn ${index}`;
  const out: unknown[] = [assistant];
  if (turn.systemBetween) out.push({ role: 'system', content: `note ${index}` });
  const answered = turn.results === 'missing' ? ids.slice(1) : turn.results === 'orphan' && ids.length > 0 ? ['call_nowhere'] : ids;
  for (const id of answered) out.push({ role: 'tool', tool_call_id: id, content: turn.long ? longText(`out ${index}`) : `out ${index}` });
  const text = turn.user === '' ? `go on ${index}` : turn.user;
  out.push({ role: 'user', content: turn.image ? [{ type: 'text', text }, { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=', detail: 'low' } }] : text });
  return out;
}

const chatTools = [
  { type: 'function', function: { name: 'Read', description: longText('Reads a file.'), parameters: { type: 'object', properties: { n: { type: 'number' } } } } },
  { type: 'function', function: { name: 'Bash', description: 'Runs a command.', parameters: { type: 'object', properties: {} }, strict: true } },
];

/** A copy of `value` with its `target`-th leaf (a primitive, in JSON.stringify's order) replaced by `leaf`. */
function replaceLeaf(value: unknown, target: number, leaf: unknown): unknown {
  let seen = 0;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node === 'object' && node !== null) return Object.fromEntries(Object.entries(node).map(([key, member]) => [key, walk(member)]));
    seen += 1;
    return seen - 1 === target ? leaf : node;
  };
  return walk(value);
}

/** `message` (JSON data) with its first text or content string changed, its keys as they were: an earlier turn edited. */
function edited(message: unknown): unknown {
  const text = JSON.stringify(message);
  const changed = text.replace(/"(text|content|thinking)":"/, '"$1":"edited ');
  return JSON.parse(changed === text ? text.replace(/"content":\[/, '"content":[{"type":"text","text":"edited"},') : changed) as unknown;
}

describe('isSameJson', () => {
  it('is true only where JSON.stringify writes the same, and for equal JSON data', () => {
    const value = fc.jsonValue({ maxDepth: 3 });
    fc.assert(
      fc.property(value, value, (a, b) => {
        if (isSameJson(a, b)) expect(JSON.stringify(a)).toBe(JSON.stringify(b));
        expect(isSameJson(a, JSON.parse(JSON.stringify(a)))).toBe(JSON.stringify(a) === JSON.stringify(JSON.parse(JSON.stringify(a))));
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), fc.nat(40), fc.jsonValue({ maxDepth: 1 }), (a, target, leaf) => {
        const b = replaceLeaf(a, target, leaf);
        expect(isSameJson(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
      }),
      { numRuns: 500 },
    );
  });

  it('tells apart key order, a missing member, a longer list, NaN and what is not plain data', () => {
    expect(isSameJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(isSameJson({ a: 1, b: undefined }, { a: 1 })).toBe(false);
    expect(isSameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(isSameJson([1, 2], [1, 2, 3])).toBe(false);
    expect(isSameJson([1], { 0: 1 })).toBe(false);
    expect(isSameJson(Number.NaN, Number.NaN)).toBe(false);
    expect(isSameJson(new Date(0), new Date(0))).toBe(false);
    expect(isSameJson({ toJSON: () => 1 }, { toJSON: () => 1 })).toBe(false);
    expect(isSameJson({ a: [{ b: 'x' }] }, { a: [{ b: 'x' }] })).toBe(true);
  });
});

describe('createTranslatedBodyReuse', () => {
  it('writes what JSON.stringify writes, turn after turn, and writes only the elements that changed', () => {
    const reuse = createTranslatedBodyReuse();
    const key = Object.freeze({});
    const body = (count: number, edited = false): JsonObject => ({
      model: 'm',
      messages: [
        { role: 'system', content: longText('You are terse.') },
        ...Array.from({ length: count }, (_, index) => ({ role: 'tool', tool_call_id: `c${index}`, content: edited && index === 1 ? 'edited' : longText(`${index} é ☃ 😀`) })),
      ],
      tools: [{ type: 'function', function: { name: 'Read', description: longText('Reads.') } }],
      note: longText('top level'),
    });
    for (const [count, edited] of [[1, false], [3, false], [4, false], [4, true], [5, true]] as const) {
      const value = JSON.parse(JSON.stringify(body(count, edited))) as JsonObject;
      expect(reuse.serialize(value, key, 'f').toString('utf8')).toBe(JSON.stringify(value));
    }
    // Messages and the tool, 3 + 5 + 6 + 6 + 7 elements: the first body's written, then only the appended ones and
    // the edited one (the tool message at index 1, then kept edited).
    expect(reuse.counts()).toEqual({ kept: 3 + 5 + 5 + 6, written: 3 + 2 + 1 + 1 + 1 });
  });

  it('writes a body without a key, or with elements that are not JSON data, as JSON.stringify does', () => {
    const reuse = createTranslatedBodyReuse();
    const key = Object.freeze({});
    const placeholder = '\u0000modelgate:long-text';
    const bodies: JsonObject[] = [
      { messages: [placeholder, code, { a: placeholder }], b: placeholder },
      { messages: [code, undefined, () => 1] as unknown as JsonObject[] },
      { messages: [new Date(0), code] as unknown as JsonObject[] },
      { [placeholder]: [code], messages: [], tools: 'none', system: [code, code] },
      JSON.parse(`{"__proto__": {"text": ${JSON.stringify(code)}}, "messages": [${JSON.stringify(`\ud800${code}`)}, -0, 1e21]}`) as JsonObject,
    ];
    for (const body of bodies) {
      for (const withKey of [undefined, key, key]) expect(reuse.serialize(body, withKey, 'f').toString('utf8')).toBe(JSON.stringify(body));
    }
  });

  it('equals JSON.stringify on any body with lists, kept or changed between calls', () => {
    const reuse = createTranslatedBodyReuse();
    const key = Object.freeze({});
    const element = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ minLength: 120, maxLength: 300, unit: 'binary' }));
    fc.assert(
      fc.property(fc.array(element, { maxLength: 6 }), fc.array(element, { maxLength: 3 }), fc.nat(6), (list, more, cut) => {
        const first = { messages: list, tools: more, model: 'm' };
        const next = { model: 'm', messages: [...list.slice(0, cut), ...more], tools: more };
        for (const body of [first, JSON.parse(JSON.stringify(next)) as JsonObject]) expect(reuse.serialize(body as JsonObject, key, 'f').toString('utf8')).toBe(JSON.stringify(body));
      }),
      { numRuns: 200 },
    );
  });
});

/** `body` with its message at 2 + `edit` (modulo) rewritten (edited), when `edit` is given. */
function editedAt(edit: number | undefined, body: { messages: unknown[] } & Record<string, unknown>): Record<string, unknown> {
  if (edit === undefined || body.messages.length <= 2) return body;
  const at = 2 + (edit % (body.messages.length - 2));
  body.messages[at] = edited(body.messages[at]);
  return body;
}

describe('translated bodies read turn by turn: the kept JSON against a fresh translation', () => {
  it('Messages conversations growing turn by turn, to chat and Responses upstreams', () => {
    fc.assert(
      fc.property(fc.array(messagesTurn, { minLength: 1, maxLength: 6 }), fc.boolean(), fc.array(fc.nat(), { maxLength: 6 }), (turns, withContext, edits) => {
        const first = { role: 'user', content: [{ type: 'text', text: longText('Start here.'), cache_control: { type: 'ephemeral' } }] };
        const bodies = turns.map((_, count) => {
          const body: Record<string, unknown> = {
            model: 'claude-x',
            max_tokens: 1024,
            system: [{ type: 'text', text: longText('You are Claude Code.') }, { type: 'text', text: 'Be brief.', cache_control: { type: 'ephemeral' } }],
            tools: messagesTools,
            tool_choice: { type: 'auto' },
            messages: [first, ...turns.slice(0, count + 1).flatMap((turn, index) => messagesOfTurn(turn, index))],
            top_k: 5,
          };
          // Now and then an earlier message rewritten (a client trimming or editing its history), back the turn after.
          const edit = edits[count];
          const messages = body['messages'] as unknown[];
          if (edit !== undefined && messages.length > 1) messages[1 + (edit % (messages.length - 1))] = edited(messages[1 + (edit % (messages.length - 1))]);
          if (withContext) body['context_management'] = { edits: [] };
          return body;
        });
        const run = (): void => expectTurnsTranslatedAlike(bodies, 'anthropic-messages', ['openai-chat', 'openai-responses']);
        if (bodies.length >= 3) expectKeptJsonUsed(run);
        else run();
      }),
      { numRuns: 25 },
    );
  });

  it('chat conversations growing turn by turn, to Messages and Responses upstreams', () => {
    fc.assert(
      fc.property(fc.array(chatTurn, { minLength: 1, maxLength: 6 }), fc.array(fc.nat(), { maxLength: 6 }), (turns, edits) => {
        const bodies = turns.map((_, count) => editedAt(edits[count], {
          model: 'gpt-x',
          messages: [
            { role: 'system', content: longText('You are an agent.') },
            { role: 'user', content: longText('Start here.') },
            ...turns.slice(0, count + 1).flatMap((turn, index) => chatMessagesOfTurn(turn, index)),
          ],
          tools: chatTools,
          tool_choice: 'auto',
          logit_bias: { 50256: -100 },
        }));
        const run = (): void => expectTurnsTranslatedAlike(bodies, 'openai-chat', ['anthropic-messages', 'openai-responses']);
        if (bodies.length >= 3) expectKeptJsonUsed(run);
        else run();
      }),
      { numRuns: 25 },
    );
  });

  it("every request fixture's conversation and the real clients' bodies, grown by their prefixes and then repeated, to every other format", () => {
    // A model name longer than 256 bytes: every turn begins with the same bytes, so each is read against the last.
    const model = `test-model-${'x'.repeat(300)}`;
    const realClients = { 'anthropic-messages': readRealClientBody('claude-code-request.json'), 'openai-responses': readRealClientBody('codex-request.json') };
    const cases = [...loadRequestMatrix().map((matrixCase) => matrixCase.bodies), realClients];
    for (const bodies of cases) {
      for (const client of FORMAT_IDS) {
        const body = bodies[client as keyof typeof bodies] as Record<string, unknown> | undefined;
        if (body === undefined) continue;
        const name = Array.isArray(body['messages']) ? 'messages' : Array.isArray(body['input']) ? 'input' : undefined;
        if (name === undefined) continue;
        const list = body[name] as unknown[];
        const lists = [...list.map((_, count) => list.slice(0, count + 1)), [...list, ...list], [...list, ...list, ...list]];
        const turns = lists.map((each) => ({ ...body, model, [name]: each }));
        expectKeptJsonUsed(() => expectTurnsTranslatedAlike(turns, client, FORMAT_IDS.filter((format) => format !== client)));
      }
    }
  });
});
