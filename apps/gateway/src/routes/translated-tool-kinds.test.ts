import type OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { scriptedAnswer } from '../testing-fixtures/scripted-answers.js';
import { serveTestGateway, type ServedTestGateway } from '../testing-fixtures/serve-test-gateway.js';

// Issue 14, bug 1: Codex's custom tools (apply_patch) and namespace tools, served by a chat or Anthropic upstream,
// must come back to the Responses client as the kinds it declared, streamed and not.

const PATCH = '*** Begin Patch\n*** Add File: a.txt\n+hi\n*** End Patch\n';
const tools = [
  { type: 'custom', name: 'apply_patch', description: 'Edit files.', format: { type: 'grammar', syntax: 'lark', definition: 'start: /.+/' } },
  { type: 'namespace', name: 'fs', description: 'Files.', tools: [{ type: 'function', name: 'read', strict: false, parameters: { type: 'object', properties: { path: { type: 'string' } } } }] },
] as unknown as OpenAI.Responses.Tool[];
const turn = {
  toolCalls: [
    { id: 'call_1', name: 'apply_patch', arguments: JSON.stringify({ input: PATCH }) },
    { id: 'call_2', name: 'fs__read', arguments: '{"path":"a.txt"}' },
  ],
};

let served: ServedTestGateway | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

describe.each(['openai-chat', 'anthropic-messages'] as const)('a Responses client served by a %s upstream', (upstreamFormat) => {
  function expectDeclaredKinds(output: OpenAI.Responses.ResponseOutputItem[]): void {
    const custom = output.find((item) => item.type === 'custom_tool_call');
    expect(custom).toMatchObject({ type: 'custom_tool_call', call_id: 'call_1', name: 'apply_patch', input: PATCH });
    const call = output.find((item) => item.type === 'function_call');
    expect(call).toMatchObject({ type: 'function_call', call_id: 'call_2', name: 'read', namespace: 'fs', arguments: '{"path":"a.txt"}' });
    expect(output.map((item) => item.type)).toEqual(['custom_tool_call', 'function_call']);
  }

  it('gets custom and namespace tool calls back as declared (not streamed)', async () => {
    served = await serveTestGateway({ upstreamFormat, script: [scriptedAnswer(upstreamFormat, false, turn)] });
    const response = await served.openai.responses.create({ model: 'model-x', input: 'patch it', tools });
    expectDeclaredKinds(response.output);
  });

  it('gets custom and namespace tool calls back as declared (streamed)', async () => {
    served = await serveTestGateway({ upstreamFormat, script: [scriptedAnswer(upstreamFormat, true, turn)] });
    const stream = served.openai.responses.stream({ model: 'model-x', input: 'patch it', tools });
    let customInput = '';
    for await (const event of stream) if (event.type === 'response.custom_tool_call_input.delta') customInput += event.delta;
    const response = await stream.finalResponse();
    expect(customInput).toBe(PATCH);
    expectDeclaredKinds(response.output);
  });
});

describe('a Responses client served by a chat upstream that answers a custom tool natively', () => {
  const customTools = [tools[0]] as OpenAI.Responses.Tool[];

  it('gets a custom_tool_call with the raw input (not streamed)', async () => {
    const message = { role: 'assistant', content: null, refusal: null, tool_calls: [{ id: 'call_1', type: 'custom', custom: { name: 'apply_patch', input: PATCH } }] };
    const body = { id: 'chatcmpl-up', object: 'chat.completion', created: 1, model: 'up', choices: [{ index: 0, message, logprobs: null, finish_reason: 'tool_calls' }] };
    served = await serveTestGateway({ upstreamFormat: 'openai-chat', script: [{ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }] });
    const response = await served.openai.responses.create({ model: 'model-x', input: 'patch it', tools: customTools });
    expect(response.output).toMatchObject([{ type: 'custom_tool_call', call_id: 'call_1', name: 'apply_patch', input: PATCH }]);
  });

  it('gets a custom_tool_call with the raw input, streamed as custom input deltas', async () => {
    served = await serveTestGateway({ upstreamFormat: 'openai-chat', script: [chatCustomCallStream()] });
    const stream = served.openai.responses.stream({ model: 'model-x', input: 'patch it', tools: customTools });
    let customInput = '';
    for await (const event of stream) if (event.type === 'response.custom_tool_call_input.delta') customInput += event.delta;
    const response = await stream.finalResponse();
    expect(customInput).toBe(PATCH);
    expect(response.output).toMatchObject([{ type: 'custom_tool_call', call_id: 'call_1', name: 'apply_patch', input: PATCH }]);
  });
});

describe.each(['openai-responses', 'anthropic-messages'] as const)('a chat client with a custom tool, served by a %s upstream', (upstreamFormat) => {
  it('gets the call back as a custom tool call with the raw input (not streamed)', async () => {
    const upstream =
      upstreamFormat === 'anthropic-messages'
        ? scriptedAnswer(upstreamFormat, false, { toolCalls: [{ id: 'call_1', name: 'apply_patch', arguments: JSON.stringify({ input: PATCH }) }] })
        : responsesCustomCallAnswer();
    served = await serveTestGateway({ upstreamFormat, script: [upstream] });
    const completion = await served.openai.chat.completions.create({
      model: 'model-x',
      messages: [{ role: 'user', content: 'patch it' }],
      tools: [{ type: 'custom', custom: { name: 'apply_patch', description: 'Edit files.' } }],
    });
    expect(completion.choices[0]?.finish_reason).toBe('tool_calls');
    expect(completion.choices[0]?.message.tool_calls).toEqual([{ id: 'call_1', type: 'custom', custom: { name: 'apply_patch', input: PATCH } }]);
    expect(served.upstreamRequests[0]?.body['tools']).toHaveLength(1);
  });

  it('gets the call streamed as custom tool-call deltas with the raw input', async () => {
    const upstream =
      upstreamFormat === 'anthropic-messages'
        ? scriptedAnswer(upstreamFormat, true, { toolCalls: [{ id: 'call_1', name: 'apply_patch', arguments: JSON.stringify({ input: PATCH }) }] })
        : responsesCustomCallStream();
    served = await serveTestGateway({ upstreamFormat, script: [upstream] });
    const stream = await served.openai.chat.completions.create({
      model: 'model-x',
      messages: [{ role: 'user', content: 'patch it' }],
      tools: [{ type: 'custom', custom: { name: 'apply_patch', description: 'Edit files.' } }],
      stream: true,
    });
    const fragments: ChatToolCallFragment[] = [];
    let finishReason: string | null | undefined;
    for await (const chunk of stream) {
      fragments.push(...((chunk.choices[0]?.delta.tool_calls ?? []) as ChatToolCallFragment[]));
      finishReason ??= chunk.choices[0]?.finish_reason;
    }
    expect(fragments[0]).toEqual({ index: 0, id: 'call_1', type: 'custom', custom: { name: 'apply_patch', input: '' } });
    expect(fragments.every((fragment) => fragment.index === 0 && fragment.function === undefined)).toBe(true);
    expect(fragments.map((fragment) => fragment.custom?.input ?? '').join('')).toBe(PATCH);
    expect(finishReason).toBe('tool_calls');
  });
});

/** One streamed tool-call fragment as the chat wire carries a custom tool's (the SDK's chunk type knows functions only). */
type ChatToolCallFragment = { index: number; id?: string; type?: string; function?: unknown; custom?: { name?: string; input?: string } };

/** A Responses upstream's stream with one custom tool call, its input in two deltas. */
function responsesCustomCallStream(): { status: number; headers: Record<string, string>; body: string[] } {
  const event = (type: string, data: Record<string, unknown>): string => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  const item = { id: 'ctc_1', type: 'custom_tool_call', status: 'in_progress', call_id: 'call_1', name: 'apply_patch', input: '' };
  const usage = { input_tokens: 10, input_tokens_details: { cached_tokens: 0 }, output_tokens: 5, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 15 };
  const response = { id: 'resp_up', object: 'response', created_at: 1, model: 'up', output: [] as unknown[], usage: null as unknown };
  const half = PATCH.length / 2;
  return {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
    body: [
      event('response.created', { response: { ...response, status: 'in_progress' } }),
      event('response.output_item.added', { output_index: 0, item }),
      event('response.custom_tool_call_input.delta', { item_id: 'ctc_1', output_index: 0, delta: PATCH.slice(0, half) }),
      event('response.custom_tool_call_input.delta', { item_id: 'ctc_1', output_index: 0, delta: PATCH.slice(half) }),
      event('response.output_item.done', { output_index: 0, item: { ...item, status: 'completed', input: PATCH } }),
      event('response.completed', { response: { ...response, status: 'completed', output: [{ ...item, status: 'completed', input: PATCH }], usage } }),
    ],
  };
}

/** A Responses upstream's answer with one custom tool call. */
function responsesCustomCallAnswer(): { status: number; headers: Record<string, string>; body: string } {
  const output = [{ id: 'ctc_1', type: 'custom_tool_call', status: 'completed', call_id: 'call_1', name: 'apply_patch', input: PATCH }];
  const usage = { input_tokens: 10, input_tokens_details: { cached_tokens: 0 }, output_tokens: 5, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 15 };
  const body = { id: 'resp_up', object: 'response', created_at: 1, status: 'completed', error: null, incomplete_details: null, instructions: null, model: 'up', output, parallel_tool_calls: true, tool_choice: 'auto', tools: [], temperature: 1, top_p: 1, metadata: {}, usage };
  return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** A chat upstream's stream with one custom tool call as OpenAI streams it: `type: custom`, then raw input pieces. */
function chatCustomCallStream(): { status: number; headers: Record<string, string>; body: string[] } {
  const chunk = (delta: Record<string, unknown>, finish: string | null): string =>
    `data: ${JSON.stringify({ id: 'chatcmpl-up', object: 'chat.completion.chunk', created: 1, model: 'up', choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
  const half = PATCH.length / 2;
  return {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
    body: [
      chunk({ role: 'assistant', content: null }, null),
      chunk({ tool_calls: [{ index: 0, id: 'call_1', type: 'custom', custom: { name: 'apply_patch', input: '' } }] }, null),
      chunk({ tool_calls: [{ index: 0, custom: { input: PATCH.slice(0, half) } }] }, null),
      chunk({ tool_calls: [{ index: 0, custom: { input: PATCH.slice(half) } }] }, null),
      chunk({}, 'tool_calls'),
      'data: [DONE]\n\n',
    ],
  };
}
