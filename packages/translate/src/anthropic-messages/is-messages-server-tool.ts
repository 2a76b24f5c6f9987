import type { MessagesServerTool } from '@modelgate/anthropic-messages';
import { isRecord } from '../ir/read-json.js';

/**
 * A provider-defined tool (`web_search_20250305`, `bash_20250124`…) has a versioned `type`; a client tool has none,
 * `null` or `custom` (the contract's `MessagesTool` is the anyOf of the two).
 */
export function isMessagesServerTool(tool: unknown): tool is MessagesServerTool {
  return isRecord(tool) && typeof tool['type'] === 'string' && tool['type'] !== 'custom';
}
