import { describe, expect, it } from 'vitest';
import { TRANSLATOR } from '../app/translator.js';
import type { FormatId } from '@modelgate/ir';
import { buildUpstreamBody } from './build-upstream-body.js';

function build(text: string, options: { clientFormat?: FormatId; upstreamFormat?: FormatId; upstreamModel?: string; known?: boolean } = {}) {
  const body = JSON.parse(text) as Record<string, unknown>;
  const clientFormat = options.clientFormat ?? 'openai-chat';
  const upstreamFormat = options.upstreamFormat ?? clientFormat;
  return buildUpstreamBody({
    route: { clientFormat, upstreamFormat, passthrough: clientFormat === upstreamFormat },
    body,
    bodyText: options.known === false ? undefined : text,
    upstreamModel: options.upstreamModel ?? 'gpt-up',
    stream: body['stream'] === true,
    defaultMaxOutputTokens: 256,
    deploymentName: 'up/gpt-up',
    translator: TRANSLATOR,
  });
}

const chat = '{ "model": "team/chat", "seed": 12345678901234567890, "temperature": 1.0,\n  "messages": [{"role": "user", "content": "say \\"model\\": \\"team/chat\\""}] }';

describe('buildUpstreamBody: the client JSON text passed on', () => {
  it('renames only the model in the client text, byte for byte otherwise', () => {
    const built = build(chat);
    expect(built.bodyText).toBe(chat.replace('"model": "team/chat"', '"model": "gpt-up"'));
    expect(built.body['model']).toBe('gpt-up');
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
    const text = '{"model":"team/chat","stream":true,"stream_options":{ "include_usage": true },"messages":[]}';
    expect(build(text).bodyText).toBe(text.replace('"team/chat"', '"gpt-up"'));
  });

  it.each([
    ['a nested field names the same model', '{"model":"team/chat","metadata":{"model":"team/chat"},"messages":[]}', {}],
    ['the model is written with escapes', '{"model":"team\\/chat","messages":[]}', {}],
    ['the format changes a field the client sent (include_usage false)', '{"model":"team/chat","stream":true,"stream_options":{"include_usage":false},"messages":[]}', {}],
    ['the request is translated', '{"model":"team/chat","max_tokens":5,"messages":[{"role":"user","content":"hi"}]}', { clientFormat: 'anthropic-messages' as const, upstreamFormat: 'openai-chat' as const }],
    ['the text is not known (a compressed body)', '{"model":"team/chat","messages":[]}', { known: false }],
  ])('leaves the text out when %s', (_name, text, options) => {
    const built = build(text, options);
    expect(built.bodyText).toBeUndefined();
    expect(built.body['model']).toBe('gpt-up');
  });
});
