import { isJsonObject, parseToolArguments, readSseJsonObjects, type AnswerSummary, type FinishKind, type SseMessage } from '@modelgate/ir';

const FINISH: Record<string, FinishKind> = { end_turn: 'end', stop_sequence: 'end', tool_use: 'tool-calls', max_tokens: 'length' };

function withFinish(text: string, toolCalls: AnswerSummary['toolCalls'], finish: FinishKind | undefined): AnswerSummary {
  return finish === undefined ? { text, toolCalls } : { text, toolCalls, finish };
}

const finishOf = (stopReason: unknown): FinishKind | undefined => (typeof stopReason === 'string' ? (FINISH[stopReason] ?? 'other') : undefined);

/** Text, tool_use blocks and stop reason of a whole Messages `message`. */
export function summarizeMessagesBody(body: unknown): AnswerSummary {
  if (!isJsonObject(body) || !Array.isArray(body['content'])) return { text: '', toolCalls: [] };
  let text = '';
  const toolCalls: AnswerSummary['toolCalls'] = [];
  for (const block of body['content'] as unknown[]) {
    if (!isJsonObject(block)) continue;
    if (block['type'] === 'text' && typeof block['text'] === 'string') text += block['text'];
    if (block['type'] === 'tool_use') toolCalls.push({ name: String(block['name']), arguments: block['input'] });
  }
  return withFinish(text, toolCalls, finishOf(body['stop_reason']));
}

/** Text, tool_use blocks (input joined from `input_json_delta`) and stop reason of a Messages stream. */
export function summarizeMessagesStream(messages: readonly SseMessage[]): AnswerSummary {
  let text = '';
  let finish: FinishKind | undefined;
  const tools = new Map<number, { name: string; json: string }>();
  for (const event of readSseJsonObjects(messages)) {
    const index = typeof event['index'] === 'number' ? event['index'] : -1;
    const block = event['content_block'];
    const delta = event['delta'];
    if (event['type'] === 'content_block_start' && isJsonObject(block) && block['type'] === 'tool_use') {
      tools.set(index, { name: String(block['name']), json: '' });
    } else if (event['type'] === 'content_block_delta' && isJsonObject(delta)) {
      if (delta['type'] === 'text_delta' && typeof delta['text'] === 'string') text += delta['text'];
      const tool = tools.get(index);
      if (delta['type'] === 'input_json_delta' && tool !== undefined && typeof delta['partial_json'] === 'string') tool.json += delta['partial_json'];
    } else if (event['type'] === 'message_delta' && isJsonObject(delta) && typeof delta['stop_reason'] === 'string') {
      finish = finishOf(delta['stop_reason']);
    }
  }
  const toolCalls = [...tools.entries()]
    .sort(([left], [right]) => left - right)
    .map(([, tool]) => ({ name: tool.name, arguments: parseToolArguments(tool.json) }));
  return withFinish(text, toolCalls, finish);
}
