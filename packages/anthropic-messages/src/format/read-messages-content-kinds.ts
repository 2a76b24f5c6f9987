import { isJsonObject, readSseJsonObjects, type ContentKind, type SseMessage } from '@modelgate/ir';

const KINDS: Record<string, ContentKind> = { text: 'text', tool_use: 'tool', thinking: 'thinking', redacted_thinking: 'thinking' };

const sortedOnce = (kinds: readonly ContentKind[]): ContentKind[] => [...new Set(kinds)].sort();

function blockKind(block: unknown): ContentKind[] {
  if (!isJsonObject(block) || typeof block['type'] !== 'string') return [];
  return [KINDS[block['type']] ?? `other:${block['type']}`];
}

export function readMessagesBodyKinds(body: unknown): ContentKind[] {
  return isJsonObject(body) && Array.isArray(body['content']) ? sortedOnce((body['content'] as unknown[]).flatMap(blockKind)) : [];
}

/** The blocks as they start (`content_block_start`). */
export function readMessagesStreamKinds(messages: readonly SseMessage[]): ContentKind[] {
  return sortedOnce(
    readSseJsonObjects(messages)
      .filter((event) => event['type'] === 'content_block_start')
      .flatMap((event) => blockKind(event['content_block'])),
  );
}
