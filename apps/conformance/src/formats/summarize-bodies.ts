import { isJsonObject } from '../http/parse-json-body.js';
import { parseArguments, type FinishKind, type StreamSummary } from './stream-summary.js';

const CHAT_FINISH: Record<string, FinishKind> = { stop: 'end', tool_calls: 'tool-calls', length: 'length' };
const MESSAGES_FINISH: Record<string, FinishKind> = { end_turn: 'end', stop_sequence: 'end', tool_use: 'tool-calls', max_tokens: 'length' };

function withFinish(text: string, toolCalls: StreamSummary['toolCalls'], finish: FinishKind | undefined): StreamSummary {
  return finish === undefined ? { text, toolCalls } : { text, toolCalls, finish };
}

/** Text, tool calls and finish of a whole chat completion. */
export function summarizeChatBody(body: unknown): StreamSummary {
  const choice: unknown = isJsonObject(body) && Array.isArray(body.choices) ? body.choices[0] : undefined;
  if (!isJsonObject(choice) || !isJsonObject(choice.message)) return { text: '', toolCalls: [] };
  const { message } = choice;
  const calls = Array.isArray(message.tool_calls) ? (message.tool_calls as unknown[]) : [];
  const toolCalls = calls.flatMap((call) =>
    isJsonObject(call) && isJsonObject(call.function)
      ? [{ name: String(call.function.name), arguments: parseArguments(String(call.function.arguments ?? '')) }]
      : [],
  );
  const finish = typeof choice.finish_reason === 'string' ? (CHAT_FINISH[choice.finish_reason] ?? 'other') : undefined;
  return withFinish(typeof message.content === 'string' ? message.content : '', toolCalls, finish);
}

/** Text, function calls and status of a whole Responses `response`. */
export function summarizeResponsesBody(body: unknown): StreamSummary {
  if (!isJsonObject(body) || !Array.isArray(body.output)) return { text: '', toolCalls: [] };
  let text = '';
  const toolCalls: StreamSummary['toolCalls'] = [];
  for (const item of body.output as unknown[]) {
    if (!isJsonObject(item)) continue;
    if (item.type === 'function_call') toolCalls.push({ name: String(item.name), arguments: parseArguments(String(item.arguments ?? '')) });
    if (item.type !== 'message' || !Array.isArray(item.content)) continue;
    for (const part of item.content as unknown[]) {
      if (isJsonObject(part) && part.type === 'output_text' && typeof part.text === 'string') text += part.text;
    }
  }
  const details = body.incomplete_details;
  const finish: FinishKind | undefined =
    body.status === 'completed' ? (toolCalls.length > 0 ? 'tool-calls' : 'end')
    : body.status === 'incomplete' ? (isJsonObject(details) && details.reason === 'max_output_tokens' ? 'length' : 'other')
    : typeof body.status === 'string' ? 'other'
    : undefined;
  return withFinish(text, toolCalls, finish);
}

/** Text, tool_use blocks and stop reason of a whole Messages `message`. */
export function summarizeMessagesBody(body: unknown): StreamSummary {
  if (!isJsonObject(body) || !Array.isArray(body.content)) return { text: '', toolCalls: [] };
  let text = '';
  const toolCalls: StreamSummary['toolCalls'] = [];
  for (const block of body.content as unknown[]) {
    if (!isJsonObject(block)) continue;
    if (block.type === 'text' && typeof block.text === 'string') text += block.text;
    if (block.type === 'tool_use') toolCalls.push({ name: String(block.name), arguments: block.input });
  }
  const finish = typeof body.stop_reason === 'string' ? (MESSAGES_FINISH[body.stop_reason] ?? 'other') : undefined;
  return withFinish(text, toolCalls, finish);
}
