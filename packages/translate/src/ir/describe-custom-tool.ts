import type { IrCustomTool } from '@modelgate/ir';
import { asRecord, readString } from './read-json.js';

/**
 * A Codex freeform (custom) tool becomes a function with one string argument `input` for formats without custom
 * tools; the grammar goes into the description so the model still sees it (PROTOCOLS.md §8.3).
 */
export function describeCustomTool(tool: IrCustomTool): string {
  const format = asRecord(tool.format);
  const definition = readString(format, 'definition');
  const base = tool.description ?? '';
  if (definition === undefined) return base;
  const syntax = readString(format, 'syntax') ?? 'grammar';
  return `${base}\n\nPut the whole tool input, as plain text, in the "input" argument. It must follow this ${syntax} grammar:\n${definition}`;
}

export function customToolInputSchema(): Record<string, unknown> {
  return {
    type: 'object',
    properties: { input: { type: 'string', description: 'The freeform tool input.' } },
    required: ['input'],
    additionalProperties: false,
  };
}
