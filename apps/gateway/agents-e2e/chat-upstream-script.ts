import { planTurn, roughTokens, scenarioForModel } from './agent-task.js';
import { checkReasoningContentReplay } from './check-reasoning-content-replay.js';
import { isJsonObject, readArray, readContentText, readString, type JsonObject } from './json-shape.js';
import type { ScriptedAnswer, UpstreamReply, UpstreamScript } from './upstream-record.js';

type ToolCall = { id: string; name: string; arguments: string };

/** Every `role: tool` message in the history: how many, and their text. */
function allToolResults(messages: unknown[]): { results: number; resultText: string } {
  const tools = messages.filter((message) => readString(message, 'role') === 'tool');
  return { results: tools.length, resultText: tools.map((message) => readContentText(isJsonObject(message) ? message['content'] : undefined)).join('\n') };
}

function findToolResult(messages: unknown[]): { ids: string[]; text: string; matchesAssistantCall: boolean } | undefined {
  const trailing: unknown[] = [];
  for (let index = messages.length - 1; index >= 0 && readString(messages[index], 'role') === 'tool'; index -= 1) trailing.unshift(messages[index]);
  if (trailing.length === 0) return undefined;
  const ids = trailing.map((message) => readString(message, 'tool_call_id') ?? '');
  const text = trailing.map((message) => readContentText(isJsonObject(message) ? message['content'] : undefined)).join('\n');
  const callIds = messages.flatMap((message) => readArray(message, 'tool_calls')).map((call) => readString(call, 'id'));
  return { ids, text, matchesAssistantCall: ids.every((id) => callIds.includes(id)) };
}

/** What OpenAI rejects with a 400: a tool message not answering a preceding tool call, or a tool call left unanswered. */
function checkToolPairing(messages: unknown[]): string[] {
  const problems: string[] = [];
  messages.forEach((message, index) => {
    const calls = readArray(message, 'tool_calls').map((call) => readString(call, 'id') ?? '');
    if (calls.length === 0) return;
    const answered = new Set<string>();
    for (let next = index + 1; next < messages.length && readString(messages[next], 'role') === 'tool'; next += 1) {
      answered.add(readString(messages[next], 'tool_call_id') ?? '');
    }
    for (const id of calls) if (!answered.has(id)) problems.push(`messages[${index}].tool_calls id ${id} has no tool message right after it`);
  });
  return problems;
}

function chunk(id: string, model: string, delta: JsonObject, finishReason: string | null, withUsage: boolean): string {
  const body = { id, object: 'chat.completion.chunk', created: 1_763_700_000, model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }], ...(withUsage ? { usage: null } : {}) };
  return `data: ${JSON.stringify(body)}\n\n`;
}

function halves(text: string): string[] {
  const half = Math.ceil(text.length / 2);
  return [text.slice(0, half), text.slice(half)];
}

/** A scripted OpenAI chat upstream: first exec_command/shell/Bash function calls (indexed 0, 1, …), then a final text quoting the tool results. */
export function createChatUpstreamScript(): UpstreamScript {
  let counter = 0;
  const failed = new Set<string>();
  const reasoningByCall = new Map<string, string>();
  return {
    kind: 'openai-chat',
    path: '/v1/chat/completions',
    reset() {
      failed.clear();
      reasoningByCall.clear();
    },
    answer(body: unknown): ScriptedAnswer {
      counter += 1;
      const problems: string[] = [];
      const model = readString(body, 'model');
      if (model === undefined) problems.push('model is missing');
      const messages = readArray(body, 'messages');
      if (messages.length === 0) problems.push('messages is missing or empty');
      problems.push(...checkToolPairing(messages));
      const scenario = scenarioForModel(model ?? '');
      if (scenario.reasoning) problems.push(...checkReasoningContentReplay(messages, reasoningByCall));
      const toolNames = readArray(body, 'tools').map((tool) => readString(isJsonObject(tool) ? tool['function'] : undefined, 'name') ?? '?');
      const stream = isJsonObject(body) && body['stream'] === true;
      const streamOptions = isJsonObject(body) ? body['stream_options'] : undefined;
      const includeUsage = isJsonObject(streamOptions) && streamOptions['include_usage'] === true;
      if (problems.length > 0) {
        const error = { error: { message: problems.join('; '), type: 'invalid_request_error', param: 'messages', code: null } };
        return { status: 400, headers: { 'content-type': 'application/json' }, chunks: [JSON.stringify(error)], record: { stream, reply: 'rejected', problems, toolNames } };
      }
      const toolResult = findToolResult(messages);
      if (scenario.failFirst && !failed.has(model ?? '')) {
        failed.add(model ?? '');
        const error = { error: { message: 'The server had an error while processing your request (scripted, once)', type: 'server_error', param: null, code: null } };
        const record = { stream, reply: 'injected-error' as const, problems: [], toolNames };
        // Streamed: 200, then an error chunk as the first data line (as OpenAI does mid-stream); not streamed: 500.
        return stream
          ? { status: 200, headers: { 'content-type': 'text/event-stream' }, chunks: [`data: ${JSON.stringify(error)}\n\n`], record }
          : { status: 500, headers: { 'content-type': 'application/json' }, chunks: [JSON.stringify(error)], record };
      }
      const plan = planTurn(scenario, toolNames, { ...allToolResults(messages), endsWithResults: toolResult !== undefined });
      let reply: UpstreamReply;
      let text: string | null = null;
      let toolCalls: ToolCall[] = [];
      let reasoning: string | undefined;
      if (plan.kind === 'final') {
        reply = 'final-answer';
        text = plan.text;
      } else if (plan.kind === 'calls') {
        reply = 'tool-call';
        toolCalls = plan.calls.map((call, index) => ({ id: `call_e2e_${counter}_${index}`, name: call.name, arguments: JSON.stringify(call.input) }));
        if (scenario.reasoning) {
          reasoning = `The user wants a shell command run (e2e reasoning ${counter}).`;
          for (const call of toolCalls) reasoningByCall.set(call.id, reasoning);
        }
      } else {
        reply = 'no-shell-tool';
        text = plan.text;
      }
      const finishReason = toolCalls.length === 0 ? 'stop' : 'tool_calls';
      const usage = { prompt_tokens: roughTokens(JSON.stringify(messages)), completion_tokens: roughTokens(text ?? toolCalls.map((call) => call.arguments).join('')), total_tokens: 0 };
      usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
      const id = `chatcmpl-e2e-${counter}`;
      const reportedUsage = stream && !includeUsage ? undefined : { inputTokens: usage.prompt_tokens, outputTokens: usage.completion_tokens };
      const record = { stream, reply, problems, toolNames, thinking: reasoning !== undefined, ...(reportedUsage === undefined ? {} : { reportedUsage }), ...(toolResult === undefined ? {} : { toolResult }) };
      if (!stream) {
        const message = { role: 'assistant', content: text, refusal: null, ...(reasoning === undefined ? {} : { reasoning_content: reasoning }), ...(toolCalls.length === 0 ? {} : { tool_calls: toolCalls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } })) }) };
        const completion = { id, object: 'chat.completion', created: 1_763_700_000, model, choices: [{ index: 0, message, logprobs: null, finish_reason: finishReason }], usage };
        return { status: 200, headers: { 'content-type': 'application/json' }, chunks: [JSON.stringify(completion)], record };
      }
      const name = model ?? '';
      const chunks = [chunk(id, name, { role: 'assistant', content: '', refusal: null }, null, includeUsage)];
      if (reasoning !== undefined) for (const piece of halves(reasoning)) chunks.push(chunk(id, name, { reasoning_content: piece }, null, includeUsage));
      if (text !== null) for (const piece of halves(text)) chunks.push(chunk(id, name, { content: piece }, null, includeUsage));
      toolCalls.forEach((call, index) => {
        chunks.push(chunk(id, name, { tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }] }, null, includeUsage));
        for (const piece of halves(call.arguments)) chunks.push(chunk(id, name, { tool_calls: [{ index, function: { arguments: piece } }] }, null, includeUsage));
      });
      chunks.push(chunk(id, name, {}, finishReason, includeUsage));
      if (includeUsage) chunks.push(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 1_763_700_000, model: name, choices: [], usage })}\n\n`);
      chunks.push('data: [DONE]\n\n');
      return { status: 200, headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' }, chunks, record };
    },
  };
}
