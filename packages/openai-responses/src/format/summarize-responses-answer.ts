import { isJsonObject, parseToolArguments, readSseJsonObjects, type AnswerSummary, type FinishKind, type SseMessage } from '@modelgate/ir';

function withFinish(text: string, toolCalls: AnswerSummary['toolCalls'], finish: FinishKind | undefined): AnswerSummary {
  return finish === undefined ? { text, toolCalls } : { text, toolCalls, finish };
}

/** `max_output_tokens` is the one incomplete reason a client reads as a length stop. */
function incompleteFinish(details: unknown): FinishKind {
  return isJsonObject(details) && details['reason'] === 'max_output_tokens' ? 'length' : 'other';
}

const toolCallOf = (item: Record<string, unknown>) => ({ name: String(item['name']), arguments: parseToolArguments(String(item['arguments'] ?? '')) });

/** Text, function calls and status of a whole Responses `response`. */
export function summarizeResponsesBody(body: unknown): AnswerSummary {
  if (!isJsonObject(body) || !Array.isArray(body['output'])) return { text: '', toolCalls: [] };
  let text = '';
  const toolCalls: AnswerSummary['toolCalls'] = [];
  for (const item of body['output'] as unknown[]) {
    if (!isJsonObject(item)) continue;
    if (item['type'] === 'function_call') toolCalls.push(toolCallOf(item));
    if (item['type'] !== 'message' || !Array.isArray(item['content'])) continue;
    for (const part of item['content'] as unknown[]) {
      if (isJsonObject(part) && part['type'] === 'output_text' && typeof part['text'] === 'string') text += part['text'];
    }
  }
  const status = body['status'];
  const finish: FinishKind | undefined =
    status === 'completed' ? (toolCalls.length > 0 ? 'tool-calls' : 'end')
    : status === 'incomplete' ? incompleteFinish(body['incomplete_details'])
    : typeof status === 'string' ? 'other'
    : undefined;
  return withFinish(text, toolCalls, finish);
}

/** Text deltas, completed function_call items and the terminal status of a Responses stream. */
export function summarizeResponsesStream(messages: readonly SseMessage[]): AnswerSummary {
  let text = '';
  let finish: FinishKind | undefined;
  const toolCalls: AnswerSummary['toolCalls'] = [];
  for (const event of readSseJsonObjects(messages)) {
    const item = event['item'];
    if (event['type'] === 'response.output_text.delta' && typeof event['delta'] === 'string') text += event['delta'];
    if (event['type'] === 'response.output_item.done' && isJsonObject(item) && item['type'] === 'function_call') toolCalls.push(toolCallOf(item));
    if (event['type'] === 'response.completed') finish = toolCalls.length > 0 ? 'tool-calls' : 'end';
    if (event['type'] === 'response.incomplete') {
      const response = event['response'];
      finish = incompleteFinish(isJsonObject(response) ? response['incomplete_details'] : undefined);
    }
    if (event['type'] === 'response.failed') finish = 'other';
  }
  return withFinish(text, toolCalls, finish);
}
