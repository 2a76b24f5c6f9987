import { isJsonObject, readSseJsonObjects, type ContentKind, type SseMessage } from '@modelgate/ir';

const ITEM_KINDS: Record<string, ContentKind> = { function_call: 'tool', custom_tool_call: 'tool', reasoning: 'thinking' };

const sortedOnce = (kinds: readonly ContentKind[]): ContentKind[] => [...new Set(kinds)].sort();

function itemKinds(item: unknown): ContentKind[] {
  if (!isJsonObject(item) || typeof item['type'] !== 'string') return [];
  if (item['type'] !== 'message') return [ITEM_KINDS[item['type']] ?? `other:${item['type']}`];
  const parts: unknown[] = Array.isArray(item['content']) ? item['content'] : [];
  return parts.flatMap((part) => {
    if (!isJsonObject(part)) return [];
    const annotations = part['annotations'];
    const annotated = Array.isArray(annotations) && annotations.length > 0 ? ['other:annotations'] : [];
    return [part['type'] === 'output_text' ? 'text' : `other:${String(part['type'])}`, ...annotated];
  });
}

export function readResponsesBodyKinds(body: unknown): ContentKind[] {
  return isJsonObject(body) && Array.isArray(body['output']) ? sortedOnce((body['output'] as unknown[]).flatMap(itemKinds)) : [];
}

/** The items as they were done (`response.output_item.done`), which carry their final content. */
export function readResponsesStreamKinds(messages: readonly SseMessage[]): ContentKind[] {
  return sortedOnce(
    readSseJsonObjects(messages)
      .filter((event) => event['type'] === 'response.output_item.done')
      .flatMap((event) => itemKinds(event['item'])),
  );
}
