import { isJsonObject } from '../http/parse-json-body.js';
import type { SseMessage } from '@modelgate/ir';
import { parseFrameJson } from './parse-frame-json.js';

/**
 * The kinds of content an answer carries, in neutral words: `text`, `tool`, `thinking`, or `other:<wire type>` for
 * anything else (a hosted-tool block, annotations). Used to tell content the upstream sent from content a server
 * invented on the way.
 */
export type BlockKind = string;

const MESSAGES_KINDS: Record<string, BlockKind> = { text: 'text', tool_use: 'tool', thinking: 'thinking', redacted_thinking: 'thinking' };
const RESPONSES_KINDS: Record<string, BlockKind> = { function_call: 'tool', reasoning: 'thinking', custom_tool_call: 'tool' };

function unique(kinds: readonly BlockKind[]): BlockKind[] {
  return [...new Set(kinds)].sort();
}

function events(frames: readonly SseMessage[]): Record<string, unknown>[] {
  return parseFrameJson(frames).flatMap(({ json }) => (isJsonObject(json) ? [json] : []));
}

function chatKinds(message: Record<string, unknown>): BlockKind[] {
  const kinds: BlockKind[] = [];
  if (typeof message.content === 'string' && message.content.length > 0) kinds.push('text');
  if (Array.isArray(message.tool_calls) && message.tool_calls.length > 0) kinds.push('tool');
  for (const field of ['reasoning_content', 'reasoning']) {
    if (typeof message[field] === 'string' && (message[field] as string).length > 0) kinds.push('thinking');
  }
  if (Array.isArray(message.annotations) && message.annotations.length > 0) kinds.push('other:annotations');
  return kinds;
}

export function readChatBodyKinds(body: unknown): BlockKind[] {
  const choice: unknown = isJsonObject(body) && Array.isArray(body.choices) ? body.choices[0] : undefined;
  return isJsonObject(choice) && isJsonObject(choice.message) ? unique(chatKinds(choice.message)) : [];
}

export function readChatStreamKinds(frames: readonly SseMessage[]): BlockKind[] {
  return unique(
    events(frames).flatMap((chunk) =>
      (Array.isArray(chunk.choices) ? (chunk.choices as unknown[]) : []).flatMap((choice) =>
        isJsonObject(choice) && isJsonObject(choice.delta) ? chatKinds(choice.delta) : [],
      ),
    ),
  );
}

function responsesItemKinds(item: unknown): BlockKind[] {
  if (!isJsonObject(item) || typeof item.type !== 'string') return [];
  if (item.type !== 'message') return [RESPONSES_KINDS[item.type] ?? `other:${item.type}`];
  const parts = Array.isArray(item.content) ? (item.content as unknown[]) : [];
  return parts.flatMap((part) => {
    if (!isJsonObject(part)) return [];
    const annotated = Array.isArray(part.annotations) && part.annotations.length > 0 ? ['other:annotations'] : [];
    return [part.type === 'output_text' ? 'text' : `other:${String(part.type)}`, ...annotated];
  });
}

export function readResponsesBodyKinds(body: unknown): BlockKind[] {
  return isJsonObject(body) && Array.isArray(body.output) ? unique((body.output as unknown[]).flatMap(responsesItemKinds)) : [];
}

/** The items as they were done (`response.output_item.done`), which carry their final content. */
export function readResponsesStreamKinds(frames: readonly SseMessage[]): BlockKind[] {
  return unique(events(frames).filter((event) => event.type === 'response.output_item.done').flatMap((event) => responsesItemKinds(event.item)));
}

function messagesBlockKind(block: unknown): BlockKind[] {
  if (!isJsonObject(block) || typeof block.type !== 'string') return [];
  return [MESSAGES_KINDS[block.type] ?? `other:${block.type}`];
}

export function readMessagesBodyKinds(body: unknown): BlockKind[] {
  return isJsonObject(body) && Array.isArray(body.content) ? unique((body.content as unknown[]).flatMap(messagesBlockKind)) : [];
}

export function readMessagesStreamKinds(frames: readonly SseMessage[]): BlockKind[] {
  return unique(events(frames).filter((event) => event.type === 'content_block_start').flatMap((event) => messagesBlockKind(event.content_block)));
}
