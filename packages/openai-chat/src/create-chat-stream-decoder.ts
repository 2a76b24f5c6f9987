import { createSseParser, type SseMessage } from '@modelgate/ir';
import type { StreamDecoder } from './stream-decoder.js';
import type { ChatErrorBody, ChatStreamChunk } from './types.js';
import { validateChatErrorBody, validateChatStreamChunk } from './validate.js';

/** What a chat stream carries: chunks, the `[DONE]` marker, a mid-stream error, or data that is none of these. */
export type ChatStreamItem =
  | { type: 'chunk'; chunk: ChatStreamChunk }
  | { type: 'done' }
  | { type: 'error'; error: ChatErrorBody['error'] }
  | { type: 'invalid'; data: string; reason: string };

/**
 * Decodes a chat-completions SSE stream. Each message's `data:` is `[DONE]`, a chunk (checked against the
 * schema), or `{"error": {…}}` (the mid-stream error the openai SDK throws on). An `event:` line, if present, is
 * ignored. Anything else becomes an `invalid` item with the reason, so callers decide; nothing throws.
 */
export function createChatStreamDecoder(): StreamDecoder<ChatStreamItem> {
  const parser = createSseParser();
  return {
    push: (text) => parser.push(text).map(toItem),
    end: () => parser.end().map(toItem),
  };
}

function toItem(message: SseMessage): ChatStreamItem {
  const data = message.data;
  if (data.trim() === '[DONE]') return { type: 'done' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { type: 'invalid', data, reason: 'data is not JSON' };
  }
  if (parsed !== null && typeof parsed === 'object' && 'error' in parsed) {
    const errorBody = validateChatErrorBody(parsed);
    if (errorBody.ok) return { type: 'error', error: errorBody.value.error };
    return { type: 'invalid', data, reason: `error event: ${describeIssue(errorBody.issues[0])}` };
  }
  const chunk = validateChatStreamChunk(parsed);
  if (chunk.ok) return { type: 'chunk', chunk: chunk.value };
  return { type: 'invalid', data, reason: `not a chat.completion.chunk: ${describeIssue(chunk.issues[0])}` };
}

function describeIssue(issue: { path: string; message: string } | undefined): string {
  return issue ? `${issue.path || '(root)'} ${issue.message}` : 'invalid';
}
