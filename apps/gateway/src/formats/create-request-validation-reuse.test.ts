import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { FORMAT_PACKAGES } from '../app/format-packages.js';
import { createJsonReuse, SPLIT_MEMBERS } from '../http/create-json-reuse.js';
import { createRequestValidationReuse } from './create-request-validation-reuse.js';
import type { ValidationResult } from './format-package.js';

type Schema = Record<string, unknown>;

/** The request schema of each format's contract, and the file its `#/components/schemas/…` references point into. */
const CONTRACTS = [
  ['openai-chat.yaml', 'ChatRequest'],
  ['openai-responses.yaml', 'ResponsesRequest'],
  ['anthropic-messages.yaml', 'MessagesRequest'],
] as const;

function schemasOf(file: string): Record<string, Schema> {
  const document = parse(readFileSync(new URL(`../../../../openapi/formats/${file}`, import.meta.url), 'utf8')) as { components: { schemas: Record<string, Schema> } };
  return document.components.schemas;
}

/** Every alternative a value of `schema` may match (through $ref, anyOf and oneOf), each with an explicit `type` or `not`. */
function alternativesOf(schema: Schema, schemas: Record<string, Schema>): Schema[] {
  const reference = schema['$ref'];
  if (typeof reference === 'string') {
    expect(reference.startsWith('#/components/schemas/')).toBe(true);
    return alternativesOf(schemas[reference.slice('#/components/schemas/'.length)] as Schema, schemas);
  }
  const branches = (schema['anyOf'] ?? schema['oneOf']) as Schema[] | undefined;
  if (branches !== undefined) {
    expect(Object.keys(schema).filter((key) => key !== 'description' && key !== 'anyOf' && key !== 'oneOf')).toEqual([]);
    return branches.flatMap((branch) => alternativesOf(branch, schemas));
  }
  expect(schema['type'] !== undefined || schema['not'] !== undefined).toBe(true);
  return [schema];
}

function validatorCalls(validate: (value: unknown) => ValidationResult): { validate: (value: unknown) => ValidationResult; seen: Record<string, unknown>[] } {
  const seen: Record<string, unknown>[] = [];
  return { validate: (value) => (seen.push(value as Record<string, unknown>), validate(value)), seen };
}

const output = 'export function readConfig(path) {\n  return parse(readFileSync(path, "utf8"));\n}\n'.repeat(20);
function agentBody(turns: number, extra: unknown[] = []): Buffer {
  const messages: unknown[] = [{ role: 'user', content: 'Fix the failing test.' }];
  for (let turn = 1; turn <= turns; turn += 1) {
    messages.push({ role: 'assistant', content: [{ type: 'tool_use', id: `toolu_${turn}`, name: 'Read', input: { file_path: `/src/f${turn}.ts` } }] });
    messages.push({ role: 'user', content: [{ type: 'tool_result', tool_use_id: `toolu_${turn}`, content: output }] });
  }
  return Buffer.from(JSON.stringify({ model: 'm', max_tokens: 64, system: [{ type: 'text', text: 'You are a coding agent.' }], tools: [{ name: 'Read', input_schema: { type: 'object' } }], messages: [...messages, ...extra] }));
}

describe('createRequestValidationReuse', () => {
  it.each(CONTRACTS)('relies on %s checking each element of the reused lists on its own (%s)', (file, name) => {
    const schemas = schemasOf(file);
    const request = schemas[name] as Schema;
    // No keyword relating members (if/then, allOf, dependentSchemas) at the request's top level.
    expect(Object.keys(request).filter((key) => !['type', 'description', 'required', 'properties'].includes(key))).toEqual([]);
    const properties = request['properties'] as Record<string, Schema>;
    for (const member of SPLIT_MEMBERS) {
      if (properties[member] === undefined) continue;
      const lists = alternativesOf(properties[member], schemas).filter((alternative) => ([alternative['type']].flat() as unknown[]).includes('array'));
      // One list shape at most, whose elements are checked one by one by a single schema, at most one required.
      expect(lists.length).toBeLessThanOrEqual(1);
      for (const list of lists) {
        expect(Object.keys(list).filter((key) => !['type', 'description', 'items', 'minItems'].includes(key))).toEqual([]);
        expect(Number(list['minItems'] ?? 0)).toBeLessThanOrEqual(1);
        expect(Array.isArray(list['items'])).toBe(false);
      }
    }
  });

  it('checks only the elements not accepted before, and accepts what the whole check accepts', () => {
    const reuse = createJsonReuse();
    const { validate, seen } = validatorCalls(FORMAT_PACKAGES['anthropic-messages'].validateRequest);
    const check = createRequestValidationReuse(validate);
    // A body nobody followed yet is parsed and not frozen: checked whole; so is the second, the first frozen one.
    for (const round of [0, 1]) {
      const body = reuse.readBody(agentBody(40), 'caller').value;
      expect(check(body)).toEqual({ ok: true, value: body });
      expect((seen[round]?.['messages'] as unknown[]).length).toBe(81);
    }

    // The same body again, with another top-level member: every element was accepted; the lists are cut to their first element.
    const again: Record<string, unknown> = { ...(reuse.readBody(agentBody(40), 'caller').value as Record<string, unknown>), temperature: 1 };
    expect(check(again)).toEqual({ ok: true, value: again });
    expect(seen[2]?.['messages']).toEqual([(again['messages'] as unknown[])[0]]);
    expect(seen[2]?.['messages']).toHaveLength(1);
    expect(seen[2]?.['tools']).toHaveLength(1);

    // The next turn: only its two new messages are checked.
    const next = reuse.readBody(agentBody(41), 'caller').value as Record<string, unknown>;
    expect(check(next)).toEqual(FORMAT_PACKAGES['anthropic-messages'].validateRequest(next));
    expect(seen[3]?.['messages']).toEqual((next['messages'] as unknown[]).slice(-2));
    expect(seen).toHaveLength(4);
  });

  it('accepts a body with the very members of the last accepted frozen body without a check, and checks any other', () => {
    const reuse = createJsonReuse();
    const { validate, seen } = validatorCalls(FORMAT_PACKAGES['anthropic-messages'].validateRequest);
    const check = createRequestValidationReuse(validate);
    check(reuse.readBody(agentBody(40), 'caller').value);
    const accepted = reuse.readBody(agentBody(40), 'caller').value as Record<string, unknown>;
    expect(check(accepted)).toEqual({ ok: true, value: accepted });
    expect(seen).toHaveLength(2);

    // The same body again (the bench's load, a retry): its values were checked.
    const again = reuse.readBody(agentBody(40), 'caller').value as Record<string, unknown>;
    expect(again['messages']).toBe(accepted['messages']);
    expect(check(again)).toEqual({ ok: true, value: again });
    expect(check({ ...again })).toEqual({ ok: true, value: { ...again } });
    expect(seen).toHaveLength(2);

    // The same frozen values with a member changed, added or dropped: checked, and refused as the format refuses it.
    const variants: Record<string, unknown>[] = [
      { ...again, max_tokens: '64' },
      { ...again, max_tokens: 0.5 },
      { ...again, stream: 'yes' },
      { ...again, model: 7 },
      Object.fromEntries(Object.entries(again).filter(([name]) => name !== 'messages')),
      Object.fromEntries(Object.entries(again).filter(([name]) => name !== 'model')),
    ];
    for (const variant of variants) {
      const result = check(variant);
      expect(result.ok).toBe(false);
      expect(result).toEqual(FORMAT_PACKAGES['anthropic-messages'].validateRequest(variant));
    }
    expect(seen.length).toBeGreaterThanOrEqual(2 + variants.length);
    // The members in another order hold the same values: checked again, and accepted.
    const reordered = Object.fromEntries(Object.entries(again).reverse());
    const calls = seen.length;
    expect(check(reordered)).toEqual({ ok: true, value: reordered });
    expect(seen.length).toBeGreaterThan(calls);
  });

  it("answers a refused body with the whole body's issues (their paths), as the format's validator does", () => {
    const reuse = createJsonReuse();
    const check = createRequestValidationReuse(FORMAT_PACKAGES['anthropic-messages'].validateRequest);
    check(reuse.readBody(agentBody(40), 'caller').value);
    check(reuse.readBody(agentBody(40), 'caller').value);
    for (const broken of [{ role: 'robot', content: 'hi' }, { role: 'user' }, 'text', null]) {
      const body = reuse.readBody(agentBody(40, [broken]), 'caller').value;
      const result = check(body);
      expect(result.ok).toBe(false);
      expect(result).toEqual(FORMAT_PACKAGES['anthropic-messages'].validateRequest(body));
    }
    const wrongMax = reuse.readBody(Buffer.from(agentBody(40).toString().replace('"max_tokens":64', '"max_tokens":"64"')), 'caller').value;
    expect(check(wrongMax)).toEqual(FORMAT_PACKAGES['anthropic-messages'].validateRequest(wrongMax));
    expect(check(wrongMax).ok).toBe(false);
  });

  it('checks a body that is not frozen (a small body, parsed) whole every time', () => {
    const { validate, seen } = validatorCalls(FORMAT_PACKAGES['openai-chat'].validateRequest);
    const check = createRequestValidationReuse(validate);
    const body = { model: 'm', messages: [{ role: 'user', content: 'hi' }] };
    expect(check(body).ok).toBe(true);
    expect(check(body).ok).toBe(true);
    expect(seen).toEqual([body, body]);
    expect(check({ model: 'm', messages: [] }).ok).toBe(false);
  });

  it('checks a body that cannot share values whole, without its lists cut or the same body accepted unchecked', () => {
    const reuse = createJsonReuse();
    const { validate, seen } = validatorCalls(FORMAT_PACKAGES['anthropic-messages'].validateRequest);
    const check = createRequestValidationReuse(validate);
    check(reuse.readBody(agentBody(40), 'caller').value);
    const accepted = reuse.readBody(agentBody(40), 'caller').value as Record<string, unknown>;
    expect(check(accepted)).toEqual({ ok: true, value: accepted });
    expect(seen).toHaveLength(2);
    // Told it cannot share values, the wrapper checks what it is given as it is: the whole body, each time.
    expect(check(accepted, false)).toEqual({ ok: true, value: accepted });
    const broken = { ...accepted, max_tokens: '64' };
    expect(check(broken, false)).toEqual(FORMAT_PACKAGES['anthropic-messages'].validateRequest(broken));
    expect(seen.slice(2)).toEqual([accepted, broken]);
    // Nothing was kept from those checks, and what was kept before still holds.
    expect(check(accepted)).toEqual({ ok: true, value: accepted });
    expect(seen).toHaveLength(4);
  });
});
