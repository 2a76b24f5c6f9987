import type { IrRequest } from '@modelgate/ir';
import type { DemoPrompt } from './demo-types.js';

/** The text parts of a message's content, joined by line breaks. */
function textOf(content: string | readonly { type: string; text?: string }[]): string {
  if (typeof content === 'string') return content;
  return content.flatMap((part) => (part.type === 'text' && part.text !== undefined && part.text !== '' ? [part.text] : [])).join('\n');
}

/** What the demo model answers to, read from a request in the IR: the same for every format. */
export function readDemoPrompt(request: IrRequest): DemoPrompt {
  const last = request.messages.at(-1);
  const lastUser = request.messages.findLast((message) => message.role === 'user');
  return {
    lastUserText: lastUser === undefined ? '' : textOf(lastUser.content),
    toolResult: last?.role === 'tool' ? textOf(last.content) : undefined,
    tools: request.tools.flatMap((tool) =>
      tool.kind === 'function' ? [{ name: tool.name, schema: tool.parameters }] : tool.kind === 'custom' ? [{ name: tool.name, schema: undefined }] : [],
    ),
  };
}
