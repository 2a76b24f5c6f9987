import { describe, expect, it } from 'vitest';
import { createJsonReuse } from './create-json-reuse.js';

/** An agent's body of about `messages` × 1 KB: a system prompt, tools, and a conversation that grows turn by turn. */
function agentBody(messages: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    model: 'claude-sonnet',
    max_tokens: 32000,
    system: [{ type: 'text', text: 'You are an agent. '.repeat(40), cache_control: { type: 'ephemeral' } }],
    messages: Array.from({ length: messages }, (_, index) => ({
      role: index % 2 === 0 ? 'user' : 'assistant',
      content: [{ type: 'text', text: `turn ${index}: ${'const x = "a\\"b";\n'.repeat(50)} é ✓ \u2028` }],
    })),
    tools: [{ name: 'Read', description: 'Reads a file. '.repeat(30), input_schema: { type: 'object', properties: { path: { type: 'string' } } } }],
    stream: true,
    ...extra,
  };
}

/** What JSON.parse gives for `text`, or its error message. */
function parsed(text: string): unknown {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function read(reuse: ReturnType<typeof createJsonReuse>, text: string, who = 'token-a'): unknown {
  try {
    return { value: reuse.readBody(Buffer.from(text, 'utf8'), who).value };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

describe('createJsonReuse', () => {
  it('reads each turn of a growing conversation as JSON.parse does, and reuses the values both turns share', () => {
    const reuse = createJsonReuse();
    let previous: Record<string, unknown> | undefined;
    for (let turns = 20; turns <= 40; turns += 2) {
      const text = JSON.stringify(agentBody(turns));
      const body = reuse.readBody(Buffer.from(text), 'token-a').value as Record<string, unknown>;
      expect(body).toEqual(JSON.parse(text));
      if (previous !== undefined) {
        // The earlier messages, the system prompt and the tools are the very values read for the previous turn.
        expect((body['messages'] as unknown[])[0]).toBe((previous['messages'] as unknown[])[0]);
        expect((body['messages'] as unknown[])[turns - 3]).toBe((previous['messages'] as unknown[])[turns - 3]);
        expect(body['system']).toBe(previous['system']);
        expect(body['tools']).toBe(previous['tools']);
      }
      previous = body;
    }
  });

  it('freezes the values two bodies share, so that no request changes another one’s body', () => {
    const reuse = createJsonReuse();
    const text = JSON.stringify(agentBody(20));
    reuse.readBody(Buffer.from(text), 'token-a');
    const body = reuse.readBody(Buffer.from(JSON.stringify(agentBody(21))), 'token-a').value as Record<string, unknown>;
    expect(Object.isFrozen(body['messages'])).toBe(true);
    expect(Object.isFrozen((body['messages'] as Record<string, unknown>[])[0]?.['content'])).toBe(true);
    expect(() => {
      (body['tools'] as Record<string, unknown>[]).push({});
    }).toThrow(TypeError);
    expect(reuse.readBody(Buffer.from(text), 'token-a').value).toEqual(JSON.parse(text));
    // The top-level object is each request's own.
    const again = reuse.readBody(Buffer.from(text), 'token-a').value as Record<string, unknown>;
    expect(Object.isFrozen(again)).toBe(false);
    again['model'] = 'changed';
    expect(reuse.readBody(Buffer.from(text), 'token-a').value).toEqual(JSON.parse(text));
  });

  it('never reads one caller’s body against another’s', () => {
    const reuse = createJsonReuse();
    const text = JSON.stringify(agentBody(20));
    const first = reuse.readBody(Buffer.from(text), 'token-a').value as Record<string, unknown>;
    const other = reuse.readBody(Buffer.from(text), 'token-b').value as Record<string, unknown>;
    expect(other).toEqual(first);
    expect(other['messages']).not.toBe(first['messages']);
  });

  it.each([
    ['spacing around every token', (text: string) => text.replace(/([{}[\],:])/g, ' \n\t$1\r ')],
    ['a member written twice (the last one counts)', (text: string) => text.replace('{"model":"claude-sonnet"', '{"model":"first","max_tokens":1,"model":"claude-sonnet"')],
    ['a `__proto__` member', (text: string) => text.replace('{"model"', '{"__proto__":{"polluted":true},"model"')],
    ['an escaped key', (text: string) => text.replace('"messages"', '"mess\\u0061ges"')],
    ['an empty messages array', () => JSON.stringify(agentBody(0))],
    ['a top-level array', (text: string) => `[${text}]`],
    ['a trailing comma in the messages', (text: string) => text.replace('}]}],"tools"', '}]},],"tools"')],
    ['a missing comma between members', (text: string) => text.replace(',"stream"', '"stream"')],
    ['a second value after the body', (text: string) => `${text} {}`],
    ['a cut body', (text: string) => text.slice(0, -2)],
    ['an unescaped control character in a string', (text: string) => text.replace('turn 3:', 'turn\u00013:')],
    ['a lone quote in the system prompt', (text: string) => text.replace('You are an agent.', 'You are "an agent.')],
    ['a number with a leading zero', (text: string) => text.replace('32000', '032000')],
    ['a literal with letters after it', (text: string) => text.replace('true', 'trueish')],
  ])('reads %s as JSON.parse does (the same value or the same error), after a turn was read', (_name, change) => {
    const reuse = createJsonReuse();
    const base = JSON.stringify(agentBody(30));
    read(reuse, base);
    const text = change(base);
    expect(read(reuse, text)).toEqual(parsed(text));
    // And once more, against itself.
    expect(read(reuse, text)).toEqual(parsed(text));
  });

  it('reads every one-byte change of a turn as JSON.parse does', () => {
    const reuse = createJsonReuse();
    const base = JSON.stringify(agentBody(6));
    read(reuse, base);
    const replacements = ['"', ',', '}', ']', '\\', ' ', 'x', '1'];
    for (let at = 0; at < base.length; at += 7) {
      const replacement = replacements[at % replacements.length] as string;
      const text = base.slice(0, at) + replacement + base.slice(at + 1);
      expect(read(reuse, text)).toEqual(parsed(text));
      const dropped = base.slice(0, at) + base.slice(at + 1);
      expect(read(reuse, dropped)).toEqual(parsed(dropped));
    }
  });

  it('keeps at most its budget of body bytes, the least recently used let go first', () => {
    const bodies = Array.from({ length: 12 }, (_, index) => Buffer.from(JSON.stringify({ conversation: index, ...agentBody(25) })));
    const budget = Math.floor((bodies[0]?.length ?? 0) * 4.5);
    const reuse = createJsonReuse({ budgetBytes: budget });
    for (const bytes of bodies) {
      reuse.readBody(Buffer.from(bytes), 'token-a');
      expect(reuse.size().bytes).toBeLessThanOrEqual(budget);
    }
    expect(reuse.size().bodies).toBe(4);
    // The least recently used went first: the last four are kept, and a turn of the first conversation is read anew.
    const first = reuse.readBody(Buffer.from(bodies[0] as Buffer), 'token-a').value as Record<string, unknown>;
    expect(first).toEqual(JSON.parse((bodies[0] as Buffer).toString()));
    expect(reuse.size().bodies).toBe(4);
    // A body above a quarter of the budget is read, and not kept.
    const large = Buffer.from(JSON.stringify(agentBody(150)));
    const small = createJsonReuse({ budgetBytes: large.length * 2 });
    expect(small.readBody(large, 'token-a').value).toEqual(JSON.parse(large.toString()));
    expect(small.size()).toEqual({ bodies: 0, bytes: 0 });
  });

  it('hands a body sent again as the kept Buffer, and any other body as the Buffer received', () => {
    const reuse = createJsonReuse();
    const text = JSON.stringify(agentBody(20));
    const first = Buffer.from(text);
    expect(reuse.readBody(first, 'token-a').bytes).toBe(first);
    // The same bytes again, in a new Buffer: the kept one is handed on (the new one can go), with the same value.
    const again = Buffer.from(text);
    const second = reuse.readBody(again, 'token-a');
    expect(second.bytes).toBe(first);
    expect(second.value).toEqual(JSON.parse(text));
    expect(reuse.reads()).toEqual({ parsed: 1, same: 1, against: 0 });
    // A next turn is its own Buffer; so is another caller's identical body.
    const next = Buffer.from(JSON.stringify(agentBody(21)));
    expect(reuse.readBody(next, 'token-a').bytes).toBe(next);
    const other = Buffer.from(text);
    expect(reuse.readBody(other, 'token-b').bytes).toBe(other);
  });
});
