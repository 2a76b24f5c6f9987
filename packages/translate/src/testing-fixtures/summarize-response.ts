import type { FormatId } from '@modelgate/ir';

export type ResponseSummary = { text: string; toolCalls: { id: string; name: string; input: unknown }[]; stop: string; inputTokens: number; cachedInputTokens: number };

type Loose = Record<string, unknown>;
const list = (value: unknown): Loose[] => (Array.isArray(value) ? (value as Loose[]) : []);
const record = (value: unknown): Loose => (typeof value === 'object' && value !== null ? (value as Loose) : {});

/** The client-visible meaning of a response body in `format`, to compare translations across formats. */
export function summarizeResponse(format: FormatId, body: unknown): ResponseSummary {
  const root = record(body);
  if (format === 'anthropic-messages') {
    const content = list(root['content']);
    const usage = record(root['usage']);
    const stop = root['stop_reason'];
    return {
      text: content.filter((block) => block['type'] === 'text').map((block) => String(block['text'])).join(''),
      toolCalls: content.filter((block) => block['type'] === 'tool_use').map((block) => ({ id: String(block['id']), name: String(block['name']), input: block['input'] })),
      stop: stop === 'tool_use' ? 'tool' : stop === 'max_tokens' ? 'length' : 'end',
      inputTokens: Number(usage['input_tokens']) + Number(usage['cache_read_input_tokens'] ?? 0) + Number(usage['cache_creation_input_tokens'] ?? 0),
      cachedInputTokens: Number(usage['cache_read_input_tokens'] ?? 0),
    };
  }
  if (format === 'openai-chat') {
    const choice = record(list(root['choices'])[0]);
    const message = record(choice['message']);
    const usage = record(root['usage']);
    const finish = choice['finish_reason'];
    return {
      text: typeof message['content'] === 'string' ? message['content'] : '',
      toolCalls: list(message['tool_calls']).map((call) => ({ id: String(call['id']), name: String(record(call['function'])['name']), input: JSON.parse(String(record(call['function'])['arguments'])) as unknown })),
      stop: finish === 'tool_calls' ? 'tool' : finish === 'length' ? 'length' : 'end',
      inputTokens: Number(usage['prompt_tokens']),
      cachedInputTokens: Number(record(usage['prompt_tokens_details'])['cached_tokens'] ?? 0),
    };
  }
  const output = list(root['output']);
  const usage = record(root['usage']);
  const toolCalls = output.filter((item) => item['type'] === 'function_call').map((item) => ({ id: String(item['call_id']), name: String(item['name']), input: JSON.parse(String(item['arguments'])) as unknown }));
  return {
    text: output.filter((item) => item['type'] === 'message').flatMap((item) => list(item['content'])).map((part) => String(part['text'] ?? '')).join(''),
    toolCalls,
    stop: root['status'] === 'incomplete' ? 'length' : toolCalls.length > 0 ? 'tool' : 'end',
    inputTokens: Number(usage['input_tokens']),
    cachedInputTokens: Number(record(usage['input_tokens_details'])['cached_tokens'] ?? 0),
  };
}
