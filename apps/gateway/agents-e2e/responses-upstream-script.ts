import { planTurn, roughTokens, scenarioForModel } from './agent-task.js';
import { isJsonObject, readArray, readContentText, readString } from './json-shape.js';
import { encodeResponsesEvent, responsesOutputItems, responsesStreamEvents, type ResponsesCall, type ResponsesReasoning } from './responses-upstream-events.js';
import type { ScriptedAnswer, UpstreamReply, UpstreamScript } from './upstream-record.js';

/** Every function_call_output item in the history: how many, and their text. */
function allToolResults(input: unknown[]): { results: number; resultText: string } {
  const outputs = input.filter((item) => readString(item, 'type') === 'function_call_output');
  return { results: outputs.length, resultText: outputs.map((item) => readContentText(isJsonObject(item) ? item['output'] : undefined)).join('\n') };
}

function findToolResult(input: unknown[]): { ids: string[]; text: string; matchesAssistantCall: boolean } | undefined {
  const trailing: unknown[] = [];
  for (let index = input.length - 1; index >= 0 && readString(input[index], 'type') === 'function_call_output'; index -= 1) trailing.unshift(input[index]);
  if (trailing.length === 0) return undefined;
  const ids = trailing.map((item) => readString(item, 'call_id') ?? '');
  const text = trailing.map((item) => readContentText(isJsonObject(item) ? item['output'] : undefined)).join('\n');
  const callIds = input.filter((item) => readString(item, 'type') === 'function_call').map((item) => readString(item, 'call_id'));
  return { ids, text, matchesAssistantCall: ids.every((id) => callIds.includes(id)) };
}

/** What OpenAI rejects with a 400: a function_call_output whose call_id matches no function_call in the input. */
function checkCallPairing(input: unknown[]): string[] {
  const callIds = new Set(input.filter((item) => readString(item, 'type') === 'function_call').map((item) => readString(item, 'call_id') ?? ''));
  return input.flatMap((item, index) => {
    if (readString(item, 'type') !== 'function_call_output') return [];
    const callId = readString(item, 'call_id') ?? '';
    return callIds.has(callId) ? [] : [`No tool call found for function call output with call_id ${callId} (input[${index}])`];
  });
}

/**
 * OpenAI's stateless rule for reasoning models: a replayed function_call item the API produced next to a reasoning
 * item needs that reasoning item (with its encrypted_content) before it in the input (the error quoted in
 * mastra-ai/mastra#8738).
 */
function checkReasoningReplay(input: unknown[], issued: ReadonlyMap<string, ResponsesReasoning>): string[] {
  return input.flatMap((item, index) => {
    const reasoning = readString(item, 'type') === 'function_call' ? issued.get(readString(item, 'id') ?? '') : undefined;
    if (reasoning === undefined) return [];
    const replayed = input.slice(0, index).find((earlier) => readString(earlier, 'type') === 'reasoning' && readString(earlier, 'id') === reasoning.id);
    if (replayed === undefined) return [`Item '${readString(item, 'id') ?? ''}' of type 'function_call' was provided without its required 'reasoning' item: '${reasoning.id}'.`];
    return readString(replayed, 'encrypted_content') === reasoning.encryptedContent ? [] : [`The encrypted content for item ${reasoning.id} could not be verified.`];
  });
}

/** A scripted OpenAI Responses upstream: first function calls to the client's shell tool, then a final message quoting the results. */
export function createResponsesUpstreamScript(): UpstreamScript {
  let counter = 0;
  const failed = new Set<string>();
  const reasoningByCall = new Map<string, ResponsesReasoning>();
  return {
    kind: 'openai-responses',
    path: '/v1/responses',
    reset() {
      failed.clear();
      reasoningByCall.clear();
    },
    answer(body: unknown): ScriptedAnswer {
      counter += 1;
      const problems: string[] = [];
      const model = readString(body, 'model');
      if (model === undefined) problems.push('model is missing');
      const input = readArray(body, 'input');
      if (input.length === 0 && readString(body, 'input') === undefined) problems.push('input is missing or empty');
      problems.push(...checkCallPairing(input));
      const scenario = scenarioForModel(model ?? '');
      if (scenario.reasoning) problems.push(...checkReasoningReplay(input, reasoningByCall));
      const toolNames = readArray(body, 'tools').map((tool) => readString(tool, 'name') ?? readString(tool, 'type') ?? '?');
      const stream = isJsonObject(body) && body['stream'] === true;
      if (problems.length > 0) {
        const error = { error: { message: problems.join('; '), type: 'invalid_request_error', param: 'input', code: null } };
        return { status: 400, headers: { 'content-type': 'application/json' }, chunks: [JSON.stringify(error)], record: { stream, reply: 'rejected', problems, toolNames } };
      }
      const id = `resp_e2e_${counter}`;
      const base = { id, object: 'response', created_at: 1_763_700_000, model, error: null, incomplete_details: null };
      if (scenario.failFirst && !failed.has(model ?? '')) {
        failed.add(model ?? '');
        const record = { stream, reply: 'injected-error' as const, problems: [], toolNames };
        const error = { code: 'server_error', message: 'The server had an error while processing your request (scripted, once)' };
        if (!stream) return { status: 500, headers: { 'content-type': 'application/json' }, chunks: [JSON.stringify({ error: { ...error, type: 'server_error', param: null } })], record };
        const events = [
          { type: 'response.created', sequence_number: 0, response: { ...base, status: 'in_progress', output: [], usage: null } },
          { type: 'response.failed', sequence_number: 1, response: { ...base, status: 'failed', error, output: [], usage: null } },
        ];
        return { status: 200, headers: { 'content-type': 'text/event-stream' }, chunks: events.map(encodeResponsesEvent), record };
      }
      const toolResult = findToolResult(input);
      const plan = planTurn(scenario, toolNames, { ...allToolResults(input), endsWithResults: toolResult !== undefined });
      let reply: UpstreamReply;
      let text: string | null = null;
      let scripted: ResponsesCall[] = [];
      let reasoning: ResponsesReasoning | undefined;
      if (plan.kind === 'final') {
        reply = 'final-answer';
        text = plan.text;
      } else if (plan.kind === 'calls') {
        reply = 'tool-call';
        scripted = plan.calls.map((call, index) => ({ id: `fc_e2e_${counter}_${index}`, callId: `call_e2e_${counter}_${index}`, name: call.name, arguments: JSON.stringify(call.input) }));
        if (scenario.reasoning) {
          reasoning = { id: `rs_e2e_${counter}`, summary: 'The user wants a shell command run.', encryptedContent: Buffer.from(`e2e-encrypted-${counter}`).toString('base64') };
          for (const call of scripted) reasoningByCall.set(call.id, reasoning);
        }
      } else {
        reply = 'no-shell-tool';
        text = plan.text;
      }
      const inputTokens = roughTokens(JSON.stringify(input));
      const outputTokens = roughTokens(text ?? scripted.map((call) => call.arguments).join(''));
      const usage = { input_tokens: inputTokens, input_tokens_details: { cached_tokens: 0 }, output_tokens: outputTokens, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: inputTokens + outputTokens };
      const items = responsesOutputItems(text, scripted, `msg_e2e_${counter}`, reasoning);
      const response = { ...base, status: 'completed', output: items, usage };
      const record = { stream, reply, problems, toolNames, thinking: reasoning !== undefined, reportedUsage: { inputTokens, outputTokens }, ...(toolResult === undefined ? {} : { toolResult }) };
      if (!stream) return { status: 200, headers: { 'content-type': 'application/json' }, chunks: [JSON.stringify(response)], record };
      return { status: 200, headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' }, chunks: responsesStreamEvents(response, items).map(encodeResponsesEvent), record };
    },
  };
}
