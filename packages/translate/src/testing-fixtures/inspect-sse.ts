import type { FormatId } from '../format-id.js';
import { createSseParser } from '../sse/create-sse-parser.js';

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

/** Deterministic context for stream and response translation. */
export function createTestContext(): { model: string; now(): number; newId(prefix: string): string } {
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
