import type { FormatId } from '@modelgate/ir';
import type { Provider, ProviderRequest, ProviderResponse } from '../providers/provider.js';

/** What a scripted stream generates: text in deltas, then one tool call; and the usage it reports last. */
export type GeneratedTurn = { deltas: readonly string[]; tool: { name: string; arguments: string }; usage: { input: number; output: number } };

/** A stream split where real upstreams split it: everything generated (`content`), then the final usage (`tail`). */
export type UsageLastStream = { content: string[]; tail: string[] };

const sse = (data: unknown, event?: string): string => `${event === undefined ? '' : `event: ${event}\n`}data: ${JSON.stringify(data)}\n\n`;

function chatStream(turn: GeneratedTurn): UsageLastStream {
  const chunk = (delta: Record<string, unknown>, finish: string | null): string =>
    sse({ id: 'chatcmpl-up', object: 'chat.completion.chunk', created: 1, model: 'up', choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] });
  return {
    content: [
      chunk({ role: 'assistant', content: '' }, null),
      ...turn.deltas.map((text) => chunk({ content: text }, null)),
      chunk({ tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: turn.tool.name, arguments: '' } }] }, null),
      chunk({ tool_calls: [{ index: 0, function: { arguments: turn.tool.arguments } }] }, null),
      chunk({}, 'tool_calls'),
    ],
    tail: [
      sse({ id: 'chatcmpl-up', object: 'chat.completion.chunk', created: 1, model: 'up', choices: [], usage: { prompt_tokens: turn.usage.input, completion_tokens: turn.usage.output, total_tokens: turn.usage.input + turn.usage.output } }),
      'data: [DONE]\n\n',
    ],
  };
}

function responsesStream(turn: GeneratedTurn): UsageLastStream {
  const text = turn.deltas.join('');
  const event = (type: string, data: Record<string, unknown>): string => sse({ type, ...data }, type);
  const response = (status: string, extra: Record<string, unknown>): Record<string, unknown> => ({
    id: 'resp_up', object: 'response', created_at: 1, status, error: null, incomplete_details: null, model: 'up', output: [], usage: null, ...extra,
  });
  const message = { id: 'msg_up', type: 'message', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] };
  const call = { id: 'fc_up', type: 'function_call', status: 'completed', call_id: 'call_1', name: turn.tool.name, arguments: turn.tool.arguments };
  return {
    content: [
      event('response.created', { response: response('in_progress', {}) }),
      event('response.output_item.added', { output_index: 0, item: { ...message, status: 'in_progress', content: [] } }),
      event('response.content_part.added', { item_id: 'msg_up', output_index: 0, content_index: 0, part: { type: 'output_text', text: '', annotations: [] } }),
      ...turn.deltas.map((delta) => event('response.output_text.delta', { item_id: 'msg_up', output_index: 0, content_index: 0, delta })),
      event('response.output_text.done', { item_id: 'msg_up', output_index: 0, content_index: 0, text }),
      event('response.content_part.done', { item_id: 'msg_up', output_index: 0, content_index: 0, part: { type: 'output_text', text, annotations: [] } }),
      event('response.output_item.done', { output_index: 0, item: message }),
      event('response.output_item.added', { output_index: 1, item: { ...call, status: 'in_progress', arguments: '' } }),
      event('response.function_call_arguments.delta', { item_id: 'fc_up', output_index: 1, delta: turn.tool.arguments }),
      event('response.function_call_arguments.done', { item_id: 'fc_up', output_index: 1, arguments: turn.tool.arguments }),
      event('response.output_item.done', { output_index: 1, item: call }),
    ],
    tail: [
      event('response.completed', {
        response: response('completed', {
          output: [message, call],
          usage: { input_tokens: turn.usage.input, input_tokens_details: { cached_tokens: 0 }, output_tokens: turn.usage.output, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: turn.usage.input + turn.usage.output },
        }),
      }),
    ],
  };
}

function messagesStream(turn: GeneratedTurn): UsageLastStream {
  const event = (type: string, data: Record<string, unknown>): string => sse({ type, ...data }, type);
  return {
    content: [
      event('message_start', { message: { id: 'msg_up', type: 'message', role: 'assistant', model: 'up', content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: turn.usage.input, output_tokens: 1 } } }),
      event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
      ...turn.deltas.map((text) => event('content_block_delta', { index: 0, delta: { type: 'text_delta', text } })),
      event('content_block_stop', { index: 0 }),
      event('content_block_start', { index: 1, content_block: { type: 'tool_use', id: 'toolu_1', name: turn.tool.name, input: {} } }),
      event('content_block_delta', { index: 1, delta: { type: 'input_json_delta', partial_json: turn.tool.arguments } }),
      event('content_block_stop', { index: 1 }),
    ],
    tail: [event('message_delta', { delta: { stop_reason: 'tool_use', stop_sequence: null }, usage: { output_tokens: turn.usage.output } }), event('message_stop', {})],
  };
}

/** The stream of `format` for a turn, its usage last as each upstream kind sends it (Anthropic: input at the start). */
export function usageLastStream(format: FormatId, turn: GeneratedTurn): UsageLastStream {
  if (format === 'openai-chat') return chatStream(turn);
  if (format === 'openai-responses') return responsesStream(turn);
  return messagesStream(turn);
}

/**
 * An upstream streaming `stream`: its content at once, then its tail after `tailAfterMs` (never: only a cancel ends
 * it, as an upstream that is still generating). Cancelled, its body fails as undici's does. `cancelled` tells when.
 */
export function createUsageLastProvider(format: FormatId, stream: UsageLastStream, tailAfterMs: number): Provider & { requests: ProviderRequest[]; cancelled: () => boolean } {
  const requests: ProviderRequest[] = [];
  let cancelled = false;
  return {
    name: `usage-last-${format}`,
    kind: 'scripted',
    formats: [format],
    requests,
    cancelled: () => cancelled,
    send(request): Promise<ProviderResponse> {
      requests.push(request);
      const { signal } = request;
      const wait = (ms: number): Promise<void> =>
        new Promise((resolve, reject) => {
          const fail = (): void => {
            cancelled = true;
            clearTimeout(timer);
            reject(signal.reason instanceof Error ? signal.reason : new Error('cancelled'));
          };
          const timer = Number.isFinite(ms) ? setTimeout(() => (signal.removeEventListener('abort', fail), resolve()), ms) : undefined;
          if (signal.aborted) fail();
          else signal.addEventListener('abort', fail, { once: true });
        });
      async function* body(): AsyncIterable<Uint8Array> {
        yield Buffer.from(stream.content.join(''));
        await wait(tailAfterMs);
        for (const frame of stream.tail) yield Buffer.from(frame);
      }
      return Promise.resolve({ status: 200, headers: {}, body: body() });
    },
  };
}
