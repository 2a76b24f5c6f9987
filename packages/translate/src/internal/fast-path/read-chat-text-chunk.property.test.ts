import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IrEncoderInput } from '@modelgate/ir';
import type { SseInput } from '../../sse/sse-input.js';
import { isRecord } from '../../ir/read-json.js';
import { runSteps } from '../../testing-fixtures/run-steps.js';
import { matchChatTextTemplate } from './match-chat-text-template.js';
import { readChatTextChunk, type ChatTextDelta } from './read-chat-text-chunk.js';
import { createChatStreamToIr } from '../../openai-chat/stream-to-ir.js';

/** How a chunk is written: whitespace between tokens, which characters are escaped, repeated members. */
type Style = { spaces: readonly string[]; escapes: readonly boolean[]; escapeNames: boolean; exponents: boolean; repeats: readonly boolean[] };
type Mutation = { kind: 'drop' | 'duplicate' | 'insert' | 'append'; at: number; text: string };

const style: fc.Arbitrary<Style> = fc.record({
  spaces: fc.array(fc.constantFrom('', '', '', ' ', '\n', '\t', '\r\n  '), { minLength: 1, maxLength: 6 }),
  escapes: fc.oneof(fc.constant([false]), fc.array(fc.boolean(), { minLength: 1, maxLength: 6 })),
  escapeNames: fc.constantFrom(false, false, false, false, false, true),
  exponents: fc.constantFrom(false, false, false, false, false, true),
  repeats: fc.oneof({ weight: 5, arbitrary: fc.constant([false]) }, { weight: 1, arbitrary: fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }) }),
});
const plainStyle: Style = { spaces: [''], escapes: [false], escapeNames: false, exponents: false, repeats: [false] };

/** Writes JSON as other encoders might: spaces, escapes and exponents leave what JSON.parse reads unchanged; repeats do not. */
function writeJson(value: unknown, how: Style): string {
  let tokens = 0;
  let objects = 0;
  const space = (): string => how.spaces[tokens++ % how.spaces.length] ?? '';
  const unit = (char: string, index: number, name: boolean): string => {
    const code = char.charCodeAt(0);
    const escape = (!name || how.escapeNames) && (how.escapes[index % how.escapes.length] ?? false);
    const hex = `\\u${code.toString(16).padStart(4, '0')}`;
    if (char === '"' || char === '\\' || code < 0x20) return escape ? hex.toUpperCase().replace('\\U', '\\u') : JSON.stringify(char).slice(1, -1);
    if (char === '/' && escape) return '\\/';
    // Lone surrogates are written raw or escaped; JSON.parse reads both back.
    return escape ? hex : char;
  };
  const string = (text: string, name = false): string => `"${Array.from({ length: text.length }, (_, index) => unit(text[index] ?? '', index, name)).join('')}"`;
  const write = (item: unknown): string => {
    if (typeof item === 'string') return string(item);
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) return 'null';
      return how.exponents && Number.isInteger(item) && !Object.is(item, -0) ? `${item}E+0` : JSON.stringify(item);
    }
    if (Array.isArray(item)) return `[${space()}${item.map((inner) => write(inner)).join(`${space()},${space()}`)}${space()}]`;
    if (isRecord(item)) {
      const members = Object.entries(item).map(([key, inner]) => `${string(key, true)}${space()}:${space()}${write(inner)}`);
      // The first member again with the last one's value: JSON.parse keeps the value written last.
      const entries = Object.entries(item);
      const [first] = entries;
      const last = entries.at(-1);
      if (how.repeats[objects++ % how.repeats.length] && first !== undefined && last !== undefined) members.push(`${string(first[0], true)}:${write(last[1])}`);
      return `{${space()}${members.join(`${space()},${space()}`)}${space()}}`;
    }
    return JSON.stringify(item) ?? 'null';
  };
  return `${space()}${write(value)}${space()}`;
}

function mutate(text: string, mutations: readonly Mutation[]): string {
  return mutations.reduce((result, { kind, at, text: insert }) => {
    const index = result.length === 0 ? 0 : at % (result.length + 1);
    if (kind === 'drop') return result.slice(0, index) + result.slice(index + 1);
    if (kind === 'append') return result + insert;
    if (kind === 'duplicate') return result.slice(0, index) + result.slice(index, index + 1) + result.slice(index);
    return result.slice(0, index) + insert + result.slice(index);
  }, text);
}

const anyText = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 6 }),
);
const anyJson = fc.jsonValue({ maxDepth: 2 });
const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom<Mutation['kind']>('drop', 'duplicate', 'insert', 'append'),
  at: fc.nat(),
  text: fc.constantFrom(' ', '\n', '\u00a0', '\\', '"', ',', ':', '{', '}', '[', ']', '0', '-', 'e', '.', 'u', '\u0000', '\ud800', 'null', '"x":1,'),
});
const textField = fc.constantFrom('content', 'reasoning_content', 'reasoning');
const textValue = fc.oneof({ weight: 6, arbitrary: anyText }, { weight: 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: anyJson });

const delta = fc.oneof(
  // The text itself is set by withText.
  { weight: 8, arbitrary: fc.record({ role: fc.constant('assistant') }, { requiredKeys: [] }) },
  {
    weight: 2,
    arbitrary: fc.record(
      { role: fc.oneof(fc.constant('assistant'), anyJson), content: textValue, reasoning_content: textValue, reasoning: textValue,
        refusal: fc.oneof(fc.constant(null), anyText), tool_calls: fc.constantFrom([], null), audio: fc.constant(null) },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: anyJson },
);
const choice = fc.oneof(
  { weight: 8, arbitrary: fc.record({ index: fc.constant(0), delta, logprobs: fc.oneof(fc.constant(null), anyJson), finish_reason: fc.constant(null) }) },
  {
    weight: 2,
    arbitrary: fc.record(
      { index: fc.oneof(fc.constantFrom(0, 1, -0, 0.5), anyJson), delta, logprobs: anyJson, finish_reason: fc.oneof(fc.constantFrom(null, 'stop', 'length'), anyJson),
        native_finish_reason: anyJson },
      { requiredKeys: [] },
    ),
  },
);
const anyChunk = fc.record(
  {
    id: fc.oneof(fc.constant('chatcmpl-1'), anyText), object: fc.constant('chat.completion.chunk'), created: fc.oneof(fc.integer(), fc.double()),
    model: fc.oneof(fc.constant('m'), anyJson), system_fingerprint: fc.oneof(fc.constant(null), anyText), obfuscation: anyText,
    choices: fc.oneof({ weight: 5, arbitrary: fc.tuple(choice) }, { weight: 1, arbitrary: fc.array(choice, { maxLength: 2 }) }, { weight: 1, arbitrary: anyJson }),
    usage: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.record({ prompt_tokens: fc.nat(), completion_tokens: fc.nat(), total_tokens: fc.nat() }) }),
    error: fc.oneof(fc.constant(null), fc.record({ message: anyText })),
  },
  { requiredKeys: ['choices'] },
);
/** Mostly chunks as OpenAI writes them (the fast path's case), sometimes anything chunk-like. */
const chunk = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record(
      { id: fc.constant('chatcmpl-1'), object: fc.constant('chat.completion.chunk'), created: fc.integer({ min: 0 }), model: fc.constant('m'),
        system_fingerprint: anyText, choices: fc.tuple(choice), usage: fc.constant(null) },
      { requiredKeys: ['id', 'object', 'created', 'model', 'choices'] },
    ),
  },
  { weight: 2, arbitrary: anyChunk },
);

/** `base` with `value` as its first choice's delta `field` (when it has one), keeping the order of its members. */
function withText(base: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
  const choices = base['choices'];
  if (!Array.isArray(choices) || !isRecord(choices[0]) || !isRecord(choices[0]['delta'])) return base;
  return { ...base, choices: [{ ...choices[0], delta: { ...choices[0]['delta'], [field]: value } }, ...choices.slice(1)] };
}

const PRELUDES: Record<string, unknown[]> = {
  none: [],
  text: [{ choices: [{ index: 0, delta: { content: 'a' } }] }],
  reasoning: [{ choices: [{ index: 0, delta: { reasoning_content: 'r' } }] }],
  tool: [{ choices: [{ index: 0, delta: { tool_calls: [{ index: 0, id: 'call_1', function: { name: 'f', arguments: '{' } }] } }] }],
};

function decode(readFast: boolean, data: string[]): IrEncoderInput[] {
  const inputs: SseInput[] = [...data.map((item): SseInput => ({ type: 'message', data: item })), { type: 'end' }];
  return runSteps(createChatStreamToIr(readFast ? {} : { readTextChunk: () => undefined }), inputs);
}

/** What the decoder reads from a JSON.parse of the chunk, when the fast path may take it (else undefined). */
function readWithJsonParse(data: string): ChatTextDelta | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || 'error' in value || (value['usage'] ?? null) !== null || !Array.isArray(value['choices']) || value['choices'].length !== 1) return undefined;
  const [only] = value['choices'] as unknown[];
  if (!isRecord(only) || (only['finish_reason'] ?? null) !== null || !isRecord(only['delta'])) return undefined;
  const fields = only['delta'];
  const string = (key: string): string | undefined => (typeof fields[key] === 'string' ? (fields[key] as string) : undefined);
  return { reasoning: string('reasoning_content') ?? string('reasoning') ?? '', content: string('content') ?? '' };
}

describe('chat text fast path (property)', () => {
  it('decodes any chunk-like stream, valid or mutated, exactly as the full JSON.parse alone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(PRELUDES)),
        chunk,
        textField,
        fc.array(fc.record({ value: textValue, obfuscation: fc.option(anyText, { freq: 2 }), mutations: fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 2, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }) }) }),
          { minLength: 1, maxLength: 8 }),
        style,
        fc.boolean(),
        (prelude, base, field, candidates, how, done) => {
          const data = [
            JSON.stringify({ id: 'chatcmpl-1', model: 'm', choices: [{ index: 0, delta: { role: 'assistant', content: '' } }] }),
            ...(PRELUDES[prelude] ?? []).map((item) => JSON.stringify(item)),
            ...candidates.map(({ value, obfuscation, mutations }) => {
              const next = withText(base, field, value);
              // A new `obfuscation` per chunk, as OpenAI sends it, when the base chunk has one.
              return mutate(writeJson(obfuscation === null || !('obfuscation' in base) ? next : { ...next, obfuscation }, how), mutations);
            }),
            ...(done ? ['[DONE]'] : []),
          ];
          expect(decode(true, data)).toEqual(decode(false, data));
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('takes a chunk only when JSON.parse reads it as the same text delta, and its template reads it back', () => {
    const text = fc.oneof(
      { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
      { weight: 4, arbitrary: fc.tuple(chunk, textField, textValue, style, fc.array(mutation, { maxLength: 3 }))
        .map(([base, field, value, how, mutations]) => mutate(writeJson(withText(base, field, value), how), mutations)) },
      { weight: 2, arbitrary: fc.tuple(chunk, textField, textValue, fc.array(mutation, { maxLength: 2 }))
        .map(([base, field, value, mutations]) => mutate(writeJson(withText(base, field, value), plainStyle), mutations)) },
    );
    fc.assert(
      fc.property(text, (data) => {
        const read = readChatTextChunk(data);
        if (read === undefined) return;
        expect(read.delta).toEqual(readWithJsonParse(data));
        if (read.template !== undefined) expect(matchChatTextTemplate(read.template, data)).toEqual(read.delta);
      }),
      { numRuns: 3000 },
    );
  });
});
