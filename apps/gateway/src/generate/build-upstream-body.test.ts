import { describe, expect, it } from 'vitest';
import { TRANSLATOR } from '../app/translator.js';
import type { FormatId } from '../formats/format-id.js';
import { buildUpstreamBody } from './build-upstream-body.js';

function build(text: string, options: { clientFormat?: FormatId; upstreamFormat?: FormatId; upstreamModel?: string; known?: boolean } = {}) {
  const body = JSON.parse(text) as Record<string, unknown>;
  return buildUpstreamBody({
    clientFormat: options.clientFormat ?? 'openai-chat',
    upstreamFormat: options.upstreamFormat ?? options.clientFormat ?? 'openai-chat',
    body,
    bodyText: options.known === false ? undefined : text,
    upstreamModel: options.upstreamModel ?? 'gpt-up',
    stream: body['stream'] === true,
    defaultMaxOutputTokens: 256,
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

  it.each([
    ['a nested field names the same model', '{"model":"team/chat","metadata":{"model":"team/chat"},"messages":[]}', {}],
    ['the model is written with escapes', '{"model":"team\\/chat","messages":[]}', {}],
    ['the format adds fields (chat streams get include_usage)', '{"model":"team/chat","stream":true,"messages":[]}', {}],
    ['the request is translated', '{"model":"team/chat","max_tokens":5,"messages":[{"role":"user","content":"hi"}]}', { clientFormat: 'anthropic-messages' as const, upstreamFormat: 'openai-chat' as const }],
    ['the text is not known (a compressed body)', '{"model":"team/chat","messages":[]}', { known: false }],
  ])('leaves the text out when %s', (_name, text, options) => {
    const built = build(text, options);
    expect(built.bodyText).toBeUndefined();
    expect(built.body['model']).toBe('gpt-up');
  });
});
