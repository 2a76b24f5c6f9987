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
});

/** A Responses upstream's answer with one custom tool call. */
function responsesCustomCallAnswer(): { status: number; headers: Record<string, string>; body: string } {
  const output = [{ id: 'ctc_1', type: 'custom_tool_call', status: 'completed', call_id: 'call_1', name: 'apply_patch', input: PATCH }];
  const usage = { input_tokens: 10, input_tokens_details: { cached_tokens: 0 }, output_tokens: 5, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 15 };
  const body = { id: 'resp_up', object: 'response', created_at: 1, status: 'completed', error: null, incomplete_details: null, instructions: null, model: 'up', output, parallel_tool_calls: true, tool_choice: 'auto', tools: [], temperature: 1, top_p: 1, metadata: {}, usage };
  return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}
