import type { ClientRequest, RequestBodyOf } from '../ir/client-request.js';
import type { ResponseContext } from '../ir/response-context.js';
import type { StreamContext } from '../ir/stream-step.js';
import { readClientAnswer } from '../read-client-answer.js';
import { type FormatId, createSseParser } from '@modelgate/ir';

export type ParsedEvent = { event?: string; type: string; data: unknown };

/** Splits SSE text into events named by their data `type` (chat: `chunk`, `done`, `error`). */
export function parseSseEvents(format: FormatId, text: string): ParsedEvent[] {
  const parser = createSseParser();
  return [...parser.push(text), ...parser.end()].map((message) => {
    if (message.data === '[DONE]') return { type: 'done', data: '[DONE]' };
    const data = JSON.parse(message.data) as Record<string, unknown>;
    const type = format === 'openai-chat' ? ('error' in data ? 'error' : 'chunk') : String(data['type']);
    return { ...(message.event === undefined ? {} : { event: message.event }), type, data };
  });
}

const TERMINAL: Record<FormatId, readonly string[]> = {
  'openai-chat': ['done', 'error'],
  'anthropic-messages': ['message_stop', 'error'],
  'openai-responses': ['response.completed', 'response.incomplete', 'response.failed'],
};

export function isTerminal(format: FormatId, event: ParsedEvent): boolean {
  return TERMINAL[format].includes(event.type);
}

/** Cuts text into pieces of `size` characters, to exercise arbitrary chunking. */
export function chunkText(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let index = 0; index < text.length; index += size) pieces.push(text.slice(index, index + size));
  return pieces;
}

/** A small client request of each format; the chat one asks for the usage chunk. */
export const TEST_CLIENT_REQUESTS: RequestBodyOf = {
  'openai-chat': { model: 'client-model', messages: [{ role: 'user', content: 'hi' }], stream: true, stream_options: { include_usage: true } },
  'openai-responses': { model: 'client-model', input: 'hi', stream: true },
  'anthropic-messages': { model: 'client-model', max_tokens: 100, messages: [{ role: 'user', content: 'hi' }], stream: true },
};

/** Deterministic context for response and stream translation toward `clientFormat` (its test request unless given). */
export function createTestResponseContext(clientFormat: FormatId, clientRequest: ClientRequest = TEST_CLIENT_REQUESTS[clientFormat]): ResponseContext {
  return { ...createTestContext(), clientAnswer: readClientAnswer(clientFormat, clientRequest) };
}

/** Deterministic clock and ids for stream steps. */
export function createTestContext(): StreamContext {
  let counter = 0;
  return {
    model: 'client-model',
    now: () => 1_700_000_000_000,
    newId: (prefix) => {
      counter += 1;
      return `${prefix}${String(counter).padStart(4, '0')}`;
    },
  };
}
