import type { ScriptedAnswer } from './create-scripted-provider.js';

/** What a scripted upstream says: text, a refusal and tool calls (`arguments`: JSON text). */
export type UpstreamTurn = { text?: string; refusal?: string; toolCalls?: { id: string; name: string; arguments: string }[] };

const USAGE = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
const json = (body: unknown): ScriptedAnswer => ({ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const sse = (frames: string[]): ScriptedAnswer => ({ status: 200, headers: { 'content-type': 'text/event-stream' }, body: frames });
const finishOf = (turn: UpstreamTurn): string => ((turn.toolCalls ?? []).length > 0 ? 'tool_calls' : 'stop');

/** An OpenAI Chat Completions upstream's whole answer. */
export function chatAnswer(turn: UpstreamTurn): ScriptedAnswer {
  const message: Record<string, unknown> = { role: 'assistant', content: turn.text ?? null, refusal: turn.refusal ?? null };
  if (turn.toolCalls !== undefined) {
    message['tool_calls'] = turn.toolCalls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } }));
  }
  return json({ id: 'chatcmpl-up', object: 'chat.completion', created: 1, model: 'up', choices: [{ index: 0, message, logprobs: null, finish_reason: finishOf(turn) }], usage: USAGE });
}

/** An OpenAI Chat Completions upstream's stream (with the usage chunk it was asked for). */
export function chatStream(turn: UpstreamTurn): ScriptedAnswer {
  const chunk = (delta: Record<string, unknown>, finish: string | null): string =>
    `data: ${JSON.stringify({ id: 'chatcmpl-up', object: 'chat.completion.chunk', created: 1, model: 'up', choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
  const frames = [chunk({ role: 'assistant', content: '' }, null)];
  if (turn.text !== undefined) frames.push(chunk({ content: turn.text }, null));
  if (turn.refusal !== undefined) frames.push(chunk({ refusal: turn.refusal }, null));
  (turn.toolCalls ?? []).forEach((call, index) => {
    frames.push(chunk({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }] }, null));
    frames.push(chunk({ tool_calls: [{ index, function: { arguments: call.arguments } }] }, null));
  });
  frames.push(chunk({}, finishOf(turn)));
  frames.push(`data: ${JSON.stringify({ id: 'chatcmpl-up', object: 'chat.completion.chunk', created: 1, model: 'up', choices: [], usage: USAGE })}\n\n`, 'data: [DONE]\n\n');
  return sse(frames);
}

const anthropicStop = (turn: UpstreamTurn): string => ((turn.toolCalls ?? []).length > 0 ? 'tool_use' : turn.refusal !== undefined ? 'refusal' : 'end_turn');

/** An Anthropic Messages upstream's whole answer. */
export function anthropicAnswer(turn: UpstreamTurn): ScriptedAnswer {
  const content: Record<string, unknown>[] = [];
  if (turn.text !== undefined) content.push({ type: 'text', text: turn.text });
  for (const call of turn.toolCalls ?? []) content.push({ type: 'tool_use', id: call.id, name: call.name, input: JSON.parse(call.arguments) as unknown });
  return json({ id: 'msg_up', type: 'message', role: 'assistant', model: 'up', content, stop_reason: anthropicStop(turn), stop_sequence: null, usage: { input_tokens: 10, output_tokens: 5 } });
}

/** An Anthropic Messages upstream's stream. */
export function anthropicStream(turn: UpstreamTurn): ScriptedAnswer {
  const event = (type: string, data: Record<string, unknown>): string => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  const frames = [event('message_start', { message: { id: 'msg_up', type: 'message', role: 'assistant', model: 'up', content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 1 } } })];
  let index = 0;
  if (turn.text !== undefined) {
    frames.push(event('content_block_start', { index, content_block: { type: 'text', text: '' } }));
    frames.push(event('content_block_delta', { index, delta: { type: 'text_delta', text: turn.text } }));
    frames.push(event('content_block_stop', { index }));
    index += 1;
  }
  for (const call of turn.toolCalls ?? []) {
    frames.push(event('content_block_start', { index, content_block: { type: 'tool_use', id: call.id, name: call.name, input: {} } }));
    frames.push(event('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: call.arguments } }));
    frames.push(event('content_block_stop', { index }));
    index += 1;
  }
  frames.push(event('message_delta', { delta: { stop_reason: anthropicStop(turn), stop_sequence: null }, usage: { output_tokens: 5 } }));
  frames.push(event('message_stop', {}));
  return sse(frames);
}

/** The upstream answer of `format`, streamed or not. */
export function scriptedAnswer(format: 'openai-chat' | 'anthropic-messages', stream: boolean, turn: UpstreamTurn): ScriptedAnswer {
  if (format === 'openai-chat') return stream ? chatStream(turn) : chatAnswer(turn);
  return stream ? anthropicStream(turn) : anthropicAnswer(turn);
}
