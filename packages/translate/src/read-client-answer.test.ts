import type { FormatId } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import type { ClientRequest } from './ir/client-request.js';
import { readClientAnswer } from './read-client-answer.js';

const codexRequest = {
  model: 'm',
  input: 'patch it',
  tools: [
    { type: 'custom', name: 'apply_patch' },
    { type: 'namespace', name: 'multi_agent_v1', tools: [{ type: 'function', name: 'close_agent', parameters: { type: 'object' } }] },
    { type: 'function', name: 'shell', parameters: { type: 'object' } },
  ],
} as ClientRequest;
const chatRequest = { model: 'm', messages: [{ role: 'user', content: 'hi' }], stream: true, stream_options: { include_usage: true } } as ClientRequest;
const messagesRequest = {
  model: 'm', max_tokens: 10, messages: [{ role: 'user', content: 'hi' }], tools: [{ name: 'shell', input_schema: { type: 'object' } }],
} as ClientRequest;

describe('readClientAnswer', () => {
  it.each<[FormatId, ClientRequest, [string, unknown][] | undefined, boolean]>([
    ['openai-responses', codexRequest, [['apply_patch', { kind: 'custom', name: 'apply_patch' }], ['multi_agent_v1__close_agent', { kind: 'function', name: 'close_agent', namespace: 'multi_agent_v1' }]], false],
    ['openai-chat', chatRequest, undefined, true],
    ['openai-chat', { model: 'm', messages: [{ role: 'user', content: 'hi' }], stream: true } as ClientRequest, undefined, false],
    ['anthropic-messages', messagesRequest, undefined, false],
  ])('reads what a %s answer needs: the tools it restores and whether its stream reports usage on request', (format, request, restored, streamUsage) => {
    const answer = readClientAnswer(format, request);
    expect(answer.toolRestoration === undefined ? undefined : [...answer.toolRestoration]).toEqual(restored);
    expect(answer.streamUsage).toBe(streamUsage);
  });
});
