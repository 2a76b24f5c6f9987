import type { IrTool, IrToolCallKind, IrToolCallPart } from '@modelgate/ir';
import { flattenToolName } from './flatten-tool-name.js';
import { asRecord, parseJson, readString } from './read-json.js';

/** How a flattened tool name seen upstream maps back to the tool the client declared. */
export type ToolRestoration = ReadonlyMap<string, { kind: IrToolCallKind; name: string; namespace?: string }>;

/** Built from the client's declared tools (only entries that need restoring). */
export function createToolRestoration(tools: IrTool[]): ToolRestoration {
  const map = new Map<string, { kind: IrToolCallKind; name: string; namespace?: string }>();
  for (const tool of tools) {
    if (tool.kind === 'custom') map.set(tool.name, { kind: 'custom', name: tool.name });
    else if (tool.kind === 'tool_search') map.set('tool_search', { kind: 'tool_search', name: 'tool_search' });
    else if (tool.kind === 'function' && tool.namespace !== undefined) {
      map.set(flattenToolName(tool.name, tool.namespace), { kind: 'function', name: tool.name, namespace: tool.namespace });
    }
  }
  return map;
}

/** The raw input of a custom tool from the `{"input": "..."}` arguments it was given upstream. */
export function customInputFromArguments(argumentsText: string): string {
  const parsed = parseJson(argumentsText);
  const input = readString(asRecord(parsed), 'input');
  return input ?? argumentsText;
}

/** Restores one tool call (non-streaming). */
export function restoreToolCall(part: IrToolCallPart, restoration: ToolRestoration): IrToolCallPart {
  if (part.kind !== 'function') return part;
  const target = restoration.get(part.name);
  if (target === undefined) return part;
  const restored: IrToolCallPart = { ...part, kind: target.kind, name: target.name };
  if (target.namespace !== undefined) restored.namespace = target.namespace;
  if (target.kind === 'custom') restored.arguments = customInputFromArguments(part.arguments);
  return restored;
}
