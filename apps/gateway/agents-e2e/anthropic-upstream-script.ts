import { planTurn, roughTokens, scenarioForModel } from './agent-task.js';
import { checkThinkingReplay, isThinkingEnabled } from './check-thinking-replay.js';
import { isJsonObject, readArray, readContentText, readString, type JsonObject } from './json-shape.js';
import type { ScriptedAnswer, UpstreamReply, UpstreamScript } from './upstream-record.js';

type Block =
  | { type: 'thinking'; thinking: string; signature: string }
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> };

function sse(event: JsonObject): string {
  return `event: ${String(event['type'])}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** The streamed form of one assistant message, with `event:` lines (PROTOCOLS §0.3). */
function streamEvents(id: string, model: string, blocks: Block[], stopReason: string, inputTokens: number, outputTokens: number): string[] {
  const usage = { input_tokens: inputTokens, output_tokens: 1, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 };
  const chunks = [sse({ type: 'message_start', message: { id, type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage } })];
  blocks.forEach((block, index) => {
    if (block.type === 'thinking') {
      chunks.push(sse({ type: 'content_block_start', index, content_block: { type: 'thinking', thinking: '', signature: '' } }));
      chunks.push(sse({ type: 'content_block_delta', index, delta: { type: 'thinking_delta', thinking: block.thinking } }));
      chunks.push(sse({ type: 'content_block_delta', index, delta: { type: 'signature_delta', signature: block.signature } }));
    } else if (block.type === 'text') {
      chunks.push(sse({ type: 'content_block_start', index, content_block: { type: 'text', text: '' } }));
      const half = Math.ceil(block.text.length / 2);
      for (const piece of [block.text.slice(0, half), block.text.slice(half)]) {
        chunks.push(sse({ type: 'content_block_delta', index, delta: { type: 'text_delta', text: piece } }));
      }
    } else {
      chunks.push(sse({ type: 'content_block_start', index, content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} } }));
      const json = JSON.stringify(block.input);
      const half = Math.ceil(json.length / 2);
      for (const piece of [json.slice(0, half), json.slice(half)]) {
        chunks.push(sse({ type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: piece } }));
      }
    }
    chunks.push(sse({ type: 'content_block_stop', index }));
  });
  chunks.push(sse({ type: 'message_delta', delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: outputTokens } }));
  chunks.push(sse({ type: 'message_stop' }));
  return chunks;
}

/** Every tool_result block in the history: how many, and their text. */
function allToolResults(messages: unknown[]): { results: number; resultText: string } {
  const blocks = messages.filter((message) => readString(message, 'role') === 'user').flatMap((message) => readArray(message, 'content')).filter((block) => readString(block, 'type') === 'tool_result');
  return { results: blocks.length, resultText: blocks.map((block) => readContentText(isJsonObject(block) ? block['content'] : undefined)).join('\n') };
}

function findToolResult(messages: unknown[]): { ids: string[]; text: string; matchesAssistantCall: boolean } | undefined {
  const last = messages.at(-1);
  if (readString(last, 'role') !== 'user') return undefined;
  const results = readArray(last, 'content').filter((block) => readString(block, 'type') === 'tool_result');
  if (results.length === 0) return undefined;
  const ids = results.map((block) => readString(block, 'tool_use_id') ?? '');
  const text = results.map((block) => readContentText(isJsonObject(block) ? block['content'] : undefined)).join('\n');
  const callIds = messages
    .filter((message) => readString(message, 'role') === 'assistant')
    .flatMap((message) => readArray(message, 'content'))
    .filter((block) => readString(block, 'type') === 'tool_use')
    .map((block) => readString(block, 'id'));
  return { ids, text, matchesAssistantCall: ids.every((id) => callIds.includes(id)) };
}

/**
 * A scripted Anthropic Messages upstream: first a Bash/shell tool_use (after a signed thinking block when the request
 * turns thinking on, as the real API does), then a final text quoting the tool result.
 */
export function createAnthropicUpstreamScript(): UpstreamScript {
  let counter = 0;
  const signatures = new Set<string>();
  const failed = new Set<string>();
  return {
    kind: 'anthropic-messages',
    path: '/v1/messages',
    reset() {
      failed.clear();
    },
    answer(body: unknown): ScriptedAnswer {
      counter += 1;
      const problems: string[] = [];
      if (!isJsonObject(body)) problems.push('body is not a JSON object');
      const model = readString(body, 'model');
      if (model === undefined) problems.push('model is missing');
      if (!isJsonObject(body) || typeof body['max_tokens'] !== 'number') problems.push('max_tokens is missing (Anthropic requires it)');
      const messages = readArray(body, 'messages');
      if (messages.length === 0) problems.push('messages is missing or empty');
      const toolNames = readArray(body, 'tools').map((tool) => readString(tool, 'name') ?? '?');
      const stream = isJsonObject(body) && body['stream'] === true;
      const thinking = isThinkingEnabled(body);
      if (thinking) problems.push(...checkThinkingReplay(messages, signatures));
      if (problems.length > 0) {
        const error = { type: 'error', error: { type: 'invalid_request_error', message: problems.join('; ') } };
        return { status: 400, headers: { 'content-type': 'application/json' }, chunks: [JSON.stringify(error)], record: { stream, reply: 'rejected', problems, toolNames, thinking } };
      }
      const toolResult = findToolResult(messages);
      const scenario = scenarioForModel(model ?? '');
      if (scenario.failFirst && !failed.has(model ?? '')) {
        failed.add(model ?? '');
        const error = { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded (scripted, once)' } };
        const record = { stream, reply: 'injected-error' as const, problems: [], toolNames, thinking };
        // Streamed: 200, then the error as the first event (before message_start); not streamed: 529.
        return stream
          ? { status: 200, headers: { 'content-type': 'text/event-stream' }, chunks: [sse(error)], record }
          : { status: 529, headers: { 'content-type': 'application/json' }, chunks: [JSON.stringify(error)], record };
      }
      const plan = planTurn(scenario, toolNames, { ...allToolResults(messages), endsWithResults: toolResult !== undefined });
      let reply: UpstreamReply;
      let blocks: Block[];
      if (plan.kind === 'final') {
        reply = 'final-answer';
        blocks = [{ type: 'text', text: plan.text }];
      } else if (plan.kind === 'calls') {
        reply = 'tool-call';
        blocks = [{ type: 'text', text: 'Running the command.' }, ...plan.calls.map((call, index) => ({ type: 'tool_use' as const, id: `toolu_e2e_${counter}_${index}`, ...call }))];
        if (thinking) {
          const signature = Buffer.from(`e2e-signature-${counter}`).toString('base64');
          signatures.add(signature);
          blocks.unshift({ type: 'thinking', thinking: 'The user wants the output of a shell command; I will run it.', signature });
        }
      } else {
        reply = 'no-shell-tool';
        blocks = [{ type: 'text', text: plan.text }];
      }
      const stopReason = reply === 'tool-call' ? 'tool_use' : 'end_turn';
      const inputTokens = roughTokens(JSON.stringify(messages));
      const outputTokens = roughTokens(JSON.stringify(blocks));
      const id = `msg_e2e_${counter}`;
      const record = { stream, reply, problems, toolNames, reportedUsage: { inputTokens, outputTokens }, thinking, ...(toolResult === undefined ? {} : { toolResult }) };
      if (stream) {
        return { status: 200, headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' }, chunks: streamEvents(id, model ?? '', blocks, stopReason, inputTokens, outputTokens), record };
      }
      const message = {
        id, type: 'message', role: 'assistant', model, content: blocks, stop_reason: stopReason, stop_sequence: null,
        usage: { input_tokens: inputTokens, output_tokens: outputTokens, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
      };
      return { status: 200, headers: { 'content-type': 'application/json' }, chunks: [JSON.stringify(message)], record };
    },
  };
}
