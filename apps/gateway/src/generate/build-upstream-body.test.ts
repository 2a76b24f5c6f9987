import { describe, expect, it } from 'vitest';
import { TRANSLATOR } from '../app/translator.js';
import type { FormatId } from '@modelgate/ir';
import { FORMAT_MODULES } from '../formats/format-modules.js';
import { buildUpstreamBody } from './build-upstream-body.js';

function build(text: string, options: { clientFormat?: FormatId; upstreamFormat?: FormatId; upstreamModel?: string; known?: boolean } = {}) {
  const clientFormat = options.clientFormat ?? 'openai-chat';
  // Typed by the client format's validator, as the generate handler gets it.
  const validation = FORMAT_MODULES[clientFormat].validateRequest(JSON.parse(text));
  if (!validation.ok) throw new Error(`not a valid ${clientFormat} request: ${JSON.stringify(validation.issues)}`);
  const body = validation.value;
  const upstreamFormat = options.upstreamFormat ?? clientFormat;
  const built = buildUpstreamBody({
    route: { clientFormat, upstreamFormat, passthrough: clientFormat === upstreamFormat },
    body,
    bodyBytes: options.known === false ? undefined : Buffer.from(text, 'utf8'),
    upstreamModel: options.upstreamModel ?? 'gpt-up',
    stream: body.stream === true,
    defaultMaxOutputTokens: 256,
    deploymentName: 'up/gpt-up',
    translator: TRANSLATOR,
  });
  return { ...built, bodyText: built.bodyBytes === undefined ? undefined : Buffer.concat(built.bodyBytes).toString('utf8') };
}

const chat = '{ "model": "team/chat", "seed": 12345678901234567890, "temperature": 1.0,\n  "messages": [{"role": "user", "content": "say \\"model\\": \\"team/chat\\""}] }';

describe('buildUpstreamBody: the client JSON text passed on', () => {
  it('renames only the model in the client text, byte for byte otherwise', () => {
    const built = build(chat);
    expect(built.bodyText).toBe(chat.replace('"model": "team/chat"', '"model": "gpt-up"'));
    expect(built.body['model']).toBe('gpt-up');
  });

  it("copies no more than the smaller side of the model: the larger stays the client's own bytes", () => {
    const bytes = Buffer.from(`{ "model": "team/chat", "messages": [{"role": "user", "content": "${'a long turn '.repeat(6000)}"}] }`, 'utf8');
    const validation = FORMAT_MODULES['openai-chat'].validateRequest(JSON.parse(bytes.toString('utf8')));
    if (!validation.ok) throw new Error('invalid');
    const built = buildUpstreamBody({
      route: { clientFormat: 'openai-chat', upstreamFormat: 'openai-chat', passthrough: true }, body: validation.value, bodyBytes: bytes,
      upstreamModel: 'gpt-up', stream: false, defaultMaxOutputTokens: 256, deploymentName: 'up/gpt-up', translator: TRANSLATOR,
    });
    const parts = built.bodyBytes ?? [];
    expect(Buffer.concat(parts).toString('utf8')).toBe(bytes.toString('utf8').replace('"model": "team/chat"', '"model": "gpt-up"'));
    const tail = parts.at(-1);
    expect(tail?.buffer).toBe(bytes.buffer);
    expect(tail?.byteOffset).toBe(bytes.byteOffset + bytes.indexOf('"team/chat"') + '"team/chat"'.length);
    expect(parts.length).toBe(2);
  });

  it('joins a small renamed body in one copy (several parts cost undici more than copying a few KB)', () => {
    expect(build(chat, { upstreamModel: 'gpt-up' }).bodyBytes).toHaveLength(1);
  });

  it('passes the text unchanged when the upstream model is the client model', () => {
    expect(build(chat, { upstreamModel: 'team/chat' }).bodyText).toBe(chat);
  });

  it('writes the members the format adds in front of the client text (chat streams: include_usage)', () => {
    const stream = chat.replace('{ "model"', '{ "stream": true, "model"');
    const built = build(stream);
    expect(built.bodyText).toBe(`{"stream_options":{"include_usage":true}, "stream": true, ${stream.slice(stream.indexOf('"model"')).replace('"model": "team/chat"', '"model": "gpt-up"')}`);
    expect(JSON.parse(built.bodyText ?? '')).toEqual(built.body);
    expect(built.body['stream_options']).toEqual({ include_usage: true });
    // Leading whitespace stays where it was; the same model needs no rename.
    expect(build(`\n ${stream}`, { upstreamModel: 'team/chat' }).bodyText).toBe(`\n {"stream_options":{"include_usage":true}, ${stream.slice(2)}`);
  });

  it('passes a chat stream that already asks for usage as the client wrote it', () => {
    const text = '{"model":"team/chat","stream":true,"stream_options":{ "include_usage": true },"messages":[{"role":"user","content":"hi"}]}';
    expect(build(text).bodyText).toBe(text.replace('"team/chat"', '"gpt-up"'));
  });

  it.each([
    ['a nested member and a string name the same model', '{"metadata":{"model":"team/chat"},"messages":[{"role":"user","content":"\\"model\\":\\"team/chat\\""}],"model":"team/chat"}'],
    ['the model is written with escapes', '{"model":"team\\/chat","messages":[{"role":"user","content":"hi"}]}'],
    ['a key repeats (JSON.parse keeps the last)', '{"model":"other","model":"team/chat","messages":[{"role":"user","content":"hi"}]}'],
    ['the text has multi-byte UTF-8 around the model', '{"messages":[{"role":"user","content":"héllo ✓"}],"model":"team/chat","user":"ü"}'],
  ])('swaps only the top-level model in the client bytes when %s', (_name, text) => {
    const built = build(text);
    const swapped = built.bodyText ?? '';
    expect(JSON.parse(swapped)).toEqual(built.body);
    // The last top-level `"model":` is the member JSON.parse reads; every byte around its value stays as it came.
    const member = text.lastIndexOf('"model":');
    const valueEnd = text.indexOf('"', member + '"model":"'.length) + 1;
    expect(swapped).toBe(`${text.slice(0, member)}"model":"gpt-up"${text.slice(valueEnd)}`);
  });

  it.each([
    ['the format changes a field the client sent (include_usage false)', '{"model":"team/chat","stream":true,"stream_options":{"include_usage":false},"messages":[{"role":"user","content":"hi"}]}', {}],
    ['the text is not known (a compressed body)', '{"model":"team/chat","messages":[{"role":"user","content":"hi"}]}', { known: false }],
  ])('leaves the text out when %s', (_name, text, options) => {
    const built = build(text, options);
    expect(built.bodyText).toBeUndefined();
    expect(built.body['model']).toBe('gpt-up');
  });
});

describe('buildUpstreamBody: a translated body', () => {
  it.each([
    ['ASCII text', 'say \\"hi\\"\\n\\tnow'],
    ['text beyond Latin-1 and ASCII', 'caf\u00e9 \u00ff \u4e2d\u6587 \ud83d\ude00'],
    ['a lone surrogate, which JSON.stringify escapes', 'half \\ud83d of a pair'],
    ['control characters', 'bell \\u0007 and escape \\u001b'],
  ])('goes as the bytes of its JSON, as the provider serialized them before: %s', (_name, content) => {
    const text = `{"model":"team/chat","max_tokens":5,"messages":[{"role":"user","content":"${content}"}]}`;
    const built = build(text, { clientFormat: 'anthropic-messages', upstreamFormat: 'openai-chat' });
    expect(built.body['model']).toBe('gpt-up');
    expect(built.bodyBytes).toHaveLength(1);
    expect(Buffer.concat(built.bodyBytes ?? []).equals(Buffer.from(JSON.stringify(built.body)))).toBe(true);
  });
});
