import { isJsonObject, parseToolArguments, readSseJsonObjects, type AnswerSummary, type FinishKind, type SseMessage } from '@modelgate/ir';

const FINISH: Record<string, FinishKind> = { stop: 'end', tool_calls: 'tool-calls', length: 'length' };

function withFinish(text: string, toolCalls: AnswerSummary['toolCalls'], finish: FinishKind | undefined): AnswerSummary {
  return finish === undefined ? { text, toolCalls } : { text, toolCalls, finish };
}

/** Text, tool calls and finish of a whole chat completion (its first choice). */
export function summarizeChatBody(body: unknown): AnswerSummary {
  const choice: unknown = isJsonObject(body) && Array.isArray(body['choices']) ? body['choices'][0] : undefined;
  if (!isJsonObject(choice) || !isJsonObject(choice['message'])) return { text: '', toolCalls: [] };
  const message = choice['message'];
  const calls: unknown[] = Array.isArray(message['tool_calls']) ? message['tool_calls'] : [];
  const toolCalls = calls.flatMap((call) =>
    isJsonObject(call) && isJsonObject(call['function'])
      ? [{ name: String(call['function']['name']), arguments: parseToolArguments(String(call['function']['arguments'] ?? '')) }]
      : [],
  );
  const reason = choice['finish_reason'];
  const finish = typeof reason === 'string' ? (FINISH[reason] ?? 'other') : undefined;
  return withFinish(typeof message['content'] === 'string' ? message['content'] : '', toolCalls, finish);
}

/** Text, tool calls (joined by `index`) and finish of a chat stream (its first choice). */
export function summarizeChatStream(messages: readonly SseMessage[]): AnswerSummary {
  let text = '';
  let finish: FinishKind | undefined;
  const calls = new Map<number, { name: string; arguments: string }>();
  for (const chunk of readSseJsonObjects(messages)) {
    const choice: unknown = Array.isArray(chunk['choices']) ? chunk['choices'][0] : undefined;
    if (!isJsonObject(choice)) continue;
    const reason = choice['finish_reason'];
    if (typeof reason === 'string') finish = FINISH[reason] ?? 'other';
    const delta = choice['delta'];
    if (!isJsonObject(delta)) continue;
    if (typeof delta['content'] === 'string') text += delta['content'];
    const deltaCalls: unknown[] = Array.isArray(delta['tool_calls']) ? delta['tool_calls'] : [];
    for (const call of deltaCalls) {
      if (!isJsonObject(call) || typeof call['index'] !== 'number') continue;
      const entry = calls.get(call['index']) ?? { name: '', arguments: '' };
      const fn = isJsonObject(call['function']) ? call['function'] : {};
      if (typeof fn['name'] === 'string') entry.name += fn['name'];
      if (typeof fn['arguments'] === 'string') entry.arguments += fn['arguments'];
      calls.set(call['index'], entry);
    }
  }
  const toolCalls = [...calls.entries()]
    .sort(([left], [right]) => left - right)
    .map(([, call]) => ({ name: call.name, arguments: parseToolArguments(call.arguments) }));
  return withFinish(text, toolCalls, finish);
}
