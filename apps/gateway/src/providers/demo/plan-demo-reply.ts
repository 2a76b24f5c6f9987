import { isJsonObject } from '@modelgate/ir';
import type { DemoPrompt, DemoReply, DemoTool } from './demo-types.js';

const ASKS_FOR_TOOL = /\b(tools?|use|call|run|execute)\b/i;

function truncate(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

function exampleArguments(schema: unknown): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  if (!isJsonObject(schema) || !isJsonObject(schema['properties'])) return result;
  const required = Array.isArray(schema['required']) ? schema['required'] : [];
  for (const [name, property] of Object.entries(schema['properties'])) {
    if (!required.includes(name) || !isJsonObject(property)) continue;
    const type = property['type'];
    if (Array.isArray(property['enum']) && property['enum'].length > 0) result[name] = property['enum'][0];
    else if (type === 'number' || type === 'integer') result[name] = 1;
    else if (type === 'boolean') result[name] = true;
    else if (type === 'array') result[name] = [];
    else if (type === 'object') result[name] = {};
    else result[name] = name === 'command' || name === 'cmd' ? 'echo hello-from-demo' : 'demo';
  }
  return result;
}

function pickTool(prompt: DemoPrompt): DemoTool | undefined {
  const named = prompt.tools.find((tool) => prompt.lastUserText.includes(tool.name));
  if (named) return named;
  return ASKS_FOR_TOOL.test(prompt.lastUserText) ? prompt.tools[0] : undefined;
}

/**
 * The demo model's deterministic answer: a call of the tool the last user message asks for (when the request offers
 * tools), a sentence about the tool's output after a tool result, and otherwise an echo of the user's words.
 */
export function planDemoReply(prompt: DemoPrompt, newId: (prefix: string) => string): DemoReply {
  if (prompt.toolResult !== undefined) {
    return { kind: 'text', text: `The tool returned: ${truncate(prompt.toolResult, 200)}` };
  }
  const tool = pickTool(prompt);
  if (tool) {
    return { kind: 'tool-call', callId: newId('call_'), name: tool.name, argumentsJson: JSON.stringify(exampleArguments(tool.schema)) };
  }
  const said = truncate(prompt.lastUserText, 120);
  return {
    kind: 'text',
    text: `Hello from the ModelGate demo model. You said: "${said}". Configure a provider in modelgate.yaml to reach a real model.`,
  };
}
